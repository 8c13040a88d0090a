package classify

// barecodebody.go (set 1710): a 200 whose whole body is {"code":"NNN"},
// an HTTP status carried as a string in the body. QWeather's v1 API
// answers this way ("By code in the API/SDK, you can get the status of
// the current request", dev.qweather.com/en/docs/resource/status-code):
// 204 "the area you are querying does not currently have the data you
// need", 402 calls exceeded or balance insufficient, 403 no access
// permission, 429 over the QPM, 500 no response or timeout. newCtxRaw
// takes the code for the status, as it does a status in the code field
// (codeStatus), so the status table reads it.

// bareBodyStatus returns NNN when the body is exactly {"code":"NNN"}
// (spaces allowed after the colon) and NNN is an HTTP status a server
// sends; 0 otherwise. A longer body or another field is left to the
// other readers.
func bareBodyStatus(m string) int {
	const head = `{"code":`
	if len(m) < 14 || len(m) > 20 || m[len(m)-1] != '}' || m[:len(head)] != head {
		return 0
	}
	rest := m[len(head) : len(m)-1]
	for len(rest) > 0 && rest[0] == ' ' {
		rest = rest[1:]
	}
	if len(rest) != 5 || rest[0] != '"' || rest[4] != '"' {
		return 0
	}
	n, w := leadingInt(rest[1:4])
	if w != 3 || n < 200 || !httpStatusNumber(n) {
		return 0
	}
	return n
}

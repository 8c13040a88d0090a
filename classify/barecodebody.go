package classify

// barecodebody.go (set 1710): a 200 whose whole body is {"code":"NNN"},
// an HTTP status carried as a string in the body. QWeather's v1 API
// answers this way ("By code in the API/SDK, you can get the status of
// the current request", dev.qweather.com/en/docs/resource/status-code):
// 204 "the area you are querying does not currently have the data you
// need", 402 calls exceeded or balance insufficient, 403 no access
// permission, 429 over the QPM, 500 no response or timeout.

// bareCodeKinds reads the status carried in the body the way the status
// table of that page does.
var bareCodeKinds = map[string]Result{
	"204": {Kind: ambiguous, Reason: "the body's code 204: the call succeeded but holds no data for this area: narrow or reroute once"},
	"400": {Kind: invalid, Reason: "the body's code 400: wrong or missing request parameters"},
	"401": {Kind: denied, Reason: "the body's code 401: authentication failed"},
	"402": {Kind: premise, Reason: "the body's code 402: the calls are spent or the balance is insufficient: recharge or wait for the reset"},
	"403": {Kind: denied, Reason: "the body's code 403: no access permission for this key or data"},
	"404": {Kind: premise, Reason: "the body's code 404: the queried data or region does not exist"},
	"429": {Kind: transient, Reason: "the body's code 429: over the per-minute limit: wait and retry"},
	"500": {Kind: transient, Reason: "the body's code 500: no response or timeout on the service's side: retry"},
	"502": {Kind: transient, Reason: "the body's code 502: the service's gateway failed: retry"},
	"503": {Kind: transient, Reason: "the body's code 503: the service is unavailable: retry"},
	"504": {Kind: transient, Reason: "the body's code 504: the service timed out: retry"},
}

// bareCodeBody reads a body that is exactly {"code":"NNN"} (spaces
// allowed after the colon) under no transport status or a 2xx one. A
// longer body, another field, a 4xx/5xx transport status or a code
// outside the table is left to the other readers.
func bareCodeBody(c *ctx) (Result, bool) {
	m := c.message
	if len(m) < 14 || len(m) > 20 || m[0] != '{' || m[len(m)-1] != '}' {
		return Result{}, false
	}
	if c.status != 0 && c.status/100 != 2 {
		return Result{}, false
	}
	const head = `{"code":`
	if len(m) < len(head) || m[:len(head)] != head {
		return Result{}, false
	}
	rest := m[len(head) : len(m)-1]
	for len(rest) > 0 && rest[0] == ' ' {
		rest = rest[1:]
	}
	if len(rest) != 5 || rest[0] != '"' || rest[4] != '"' {
		return Result{}, false
	}
	r, ok := bareCodeKinds[rest[1:4]]
	return r, ok
}

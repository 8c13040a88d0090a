package classify

// relayedLowerWords are a lower layer's own words for a failure that time
// clears, which a handler relays verbatim under a blanket 400 or 422 (gin's
// c.JSON(400, gin.H{"error": err.Error()}), echo.NewHTTPError(400,
// err.Error())): Go net/http's client deadline ("(Client.Timeout exceeded
// while awaiting headers)"), SQLite's SQLITE_BUSY ("database is locked",
// sqlite.org/rescode.html#busy), PostgreSQL's serialization failure and
// deadlock (SQLSTATE 40001, 40P01), MySQL's deadlock and lock wait (1213,
// 1205: "try restarting transaction"). The status is the handler's
// mapping of every error; the words are the driver's or the client's, and
// each says the same request succeeds later: transient (set 606). Words
// that name a setting ("deadlock_timeout") are not these.
var relayedLowerWords = newMatcher([]pattern{
	{text: "client.timeout exceeded while awaiting headers", kind: transient, timeout: true, reason: "the server's own upstream call hit its http.Client timeout"},
	{text: "database is locked", kind: transient, reason: "SQLITE_BUSY behind the handler: another connection holds the lock"},
	{text: "could not serialize access due to", kind: transient, reason: "PostgreSQL serialization failure behind the handler: retry the transaction"},
	{text: "deadlock detected", kind: transient, reason: "PostgreSQL deadlock behind the handler: retry the transaction"},
	{text: "deadlock found when trying to get lock", kind: transient, reason: "MySQL deadlock behind the handler: retry the transaction"},
	{text: "lock wait timeout exceeded; try restarting transaction", kind: transient, timeout: true, reason: "MySQL lock wait timeout behind the handler: retry the transaction"},
})

// relayedWaitWords are a relay's own words for a wait on a third party that
// ran out, which a device cloud sends under a 400 or 404 (set 1315): Azure
// IoT Hub's 404103 "Timed out waiting for device to connect." and 504101
// "Timed out waiting for the response from device.", Particle's Cloud API
// answering a function call the device did not return in time with 400
// {"ok":false,"error":"Timed out."}. Nothing about the request or the
// object is false; the device answers a later try. A timeout named as an
// argument ("responseTimeoutInSeconds must be within ...") is not these.
var relayedWaitWords = newMatcher([]pattern{
	{text: "timed out waiting for", kind: transient, timeout: true, reason: "a wait on the device or another party ran out"},
	{text: "\"error\":\"timed out.\"", kind: transient, timeout: true, reason: "the error is a bare timeout: the device did not answer in time"},
	// The same bare timeout as Particle's function call sends it (no full
	// stop, a space after the colon: {"ok": false, "error": "Timed out"};
	// particle-cli issue 113, "`Timed out` is the real error"), set 1642.
	{text: "\"error\":\"timed out\"", kind: transient, timeout: true, reason: "the error is a bare timeout: the device did not answer in time"},
	{text: "\"error\": \"timed out\"", kind: transient, timeout: true, reason: "the error is a bare timeout: the device did not answer in time"},
	{text: "\"error\": \"timed out.\"", kind: transient, timeout: true, reason: "the error is a bare timeout: the device did not answer in time"},
	// IoT Hub's 404103 by its number or name alone ({"errorCode":404103,
	// ..., "message":"DeviceNotOnline"}): the device is registered and not
	// connected now, the same wait as "Timed out waiting for device to
	// connect." (set 1642; a direct method's connectTimeoutInSeconds).
	{text: "\"errorcode\":404103", kind: transient, timeout: true, reason: "IoT Hub 404103 DeviceNotOnline: the device is registered but not connected now; a later try passes"},
	{text: "devicenotonline", kind: transient, timeout: true, reason: "IoT Hub 404103 DeviceNotOnline: the device is registered but not connected now; a later try passes"},
})

// relayedLower reads a 400 or 422 whose body is a lower layer's
// transient failure (relayedLowerWords), and a 400 or 404 whose body is a
// relay's wait that ran out (relayedWaitWords).
func relayedLower(status int, t string) (Result, bool) {
	if status == 400 || status == 404 {
		if r, ok := matchWords(relayedWaitWords, t); ok {
			return r, true
		}
	}
	if status != 400 && status != 422 {
		return Result{}, false
	}
	return matchWords(relayedLowerWords, t)
}

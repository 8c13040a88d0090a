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

// relayedLower reads a 400 or 422 whose body is a lower layer's
// transient failure (relayedLowerWords).
func relayedLower(status int, t string) (Result, bool) {
	if status != 400 && status != 422 {
		return Result{}, false
	}
	return matchWords(relayedLowerWords, t)
}

package classify

import "strings"

// arangoErrorNum reads ArangoDB's error envelope, {"code":409,"error":true,
// "errorNum":1200,"errorMessage":"..."} (docs: "Error codes and meanings":
// errorNum is the stable identifier; the message may be overridden), for
// the numbers whose HTTP status misleads (set 1446). ERROR_ARANGO_CONFLICT
// 1200 under 409 is a write-write conflict between concurrent transactions,
// in errors.dat's bare word "conflict" as well as "write-write conflict"
// (generic.go, set 1306): arangojs retries it (retryOnConflict), nothing
// the step made is there, transient. The same 1200 under 412 is a stale
// _rev (If-Match), left to the 412's stale-copy reading. The storage and
// cluster numbers that say wait are read with it: 1236 write-throttling
// timeout, 1302 "operation should be tried again", 1303 "engine is busy",
// 1457 "timeout in cluster operation", 1465 "cluster internal HTTP
// connection broken" (arangodb lib/Basics/errors.dat).
func arangoErrorNum(c *ctx, b string) (Result, bool) {
	if !strings.Contains(b, `"errorNum"`) || !jsonIs(b, "error", "true") {
		return Result{}, false
	}
	n, ok := jsonCount(b, "errorNum")
	if !ok {
		return Result{}, false
	}
	switch n {
	case 1200:
		if c.status == 412 {
			return Result{}, false
		}
		return verdict(transient, "ArangoDB 1200 ERROR_ARANGO_CONFLICT: a write-write conflict with a concurrent transaction: run it again")
	case 1236:
		return verdict(transient, "ArangoDB 1236: the server is write-throttled and the write waited too long: back off and retry")
	case 1302, 1303:
		return verdict(transient, "ArangoDB 1302/1303: the storage engine asks for the operation again (busy)")
	case 1457:
		return timeoutVerdict("ArangoDB 1457: a cluster-wide operation timed out on the coordinator")
	case 1465:
		return verdict(transient, "ArangoDB 1465: the coordinator lost its connection to a DB-Server mid-transfer")
	}
	return Result{}, false
}

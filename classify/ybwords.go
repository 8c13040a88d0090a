package classify

// yugabyteWords are YugabyteDB's DocDB words that YSQL passes up in the
// text of its error, often with no SQLSTATE or under XX000 (set 1412):
//   - a read restart ("Query error: Restart read required at: { read: {
//     physical: ... } local_limit: ... }"): a write landed inside the
//     read's clock-uncertainty window; newer releases send it as 40001,
//     and the statement run again picks a later read point (the docs'
//     read-restart-error page): transient, though "required" reads like a
//     missing argument;
//   - a tablet replica not in the RUNNING state: FAILED is a replica
//     that will not serve again until an operator repairs or replaces it
//     ("Illegal state (yb/tserver/service_util.h:137): Tablet not
//     RUNNING: FAILED (tablet server error 12)"): premise, though the RPC
//     around it timed out; any other state (BOOTSTRAPPING, NOT_STARTED)
//     is a replica on its way up: transient.
var yugabyteWords = []pattern{
	{text: "restart read required", kind: transient, reason: "YugabyteDB read restart (a concurrent write inside the read's uncertainty window, as 40001): run the statement again"},
	{text: "tablet not running: failed", kind: premise, reason: "the YugabyteDB tablet replica is FAILED: it serves no more until an operator repairs it"},
	{text: "tablet not running:", kind: transient, reason: "the YugabyteDB tablet replica is still starting (not yet RUNNING): wait"},
}

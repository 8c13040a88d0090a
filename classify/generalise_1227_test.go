package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d308aa8d: 27/31 overall, 10/13 tricky.
// Fixed by class: a cap on work still queued or in flight in a 4xx body
// (httppreset.go via worldstate.go runningWork, as set 62).
// Tolerated: i1227-run-container-port: premise vs invalid ("set 31: a deployment \"not ready\" because what it runs fails to start (\"failed to start and listen on the port\" ...) | premise (fix what is deployed ...)", and set 927 for the same text): this set read the container or its --port as the deploy's argument to repair; the ruling reads what is deployed as the world to fix.
// Tolerated: i1227-functions-user-code: premise vs invalid (the same set 31 ruling, "\"failed on loading user code\" ... | premise (fix what is deployed ...)"): the code that fails to load is the deploy's payload, read as the world by the ruling.
// Tolerated: i1227-vertex-block-none-restricted: premise vs invalid ("set 61: a feature refused for the account's plan, subscription or tier ... | premise (the entitlement is the account's state: change the plan or do without the feature; no argument and no credential lifts it)"): BLOCK_NONE is gated by allowlist or invoiced billing; this set read doing without it as repairing the argument, the ruling reads the gate as the account's state.
func TestIndependentCases1227(t *testing.T) {
	runIndependent(t, "testdata/independent1227.jsonl", true,
		"i1227-run-container-port", "i1227-functions-user-code", "i1227-vertex-block-none-restricted")
}

// TestGeneralise1227WorkInFlightUnder4xx: a cap counted in work still
// queued or in flight (set 62, worldstate.go runningWork) is a wait under a
// 4xx too: BigQuery sends "Too many DML statements outstanding against
// table" as a 400 resourcesExceeded. A cap on the request's own size, on
// things held, or a query's own memory keeps its reading
// (worldstate.go overInvalidText).
func TestGeneralise1227WorkInFlightUnder4xx(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "bigquery googleapi 400", protocol: "http", status: 400, code: "resourcesExceeded", msg: "googleapi: Error 400: Resources exceeded during query execution: Too many DML statements outstanding against table w1227-proj:w1227_ds.ledger, limit is 20., resourcesExceeded", want: rung.KindTransient},
		{name: "bigquery 400 bare", protocol: "http", status: 400, msg: "Too many DML statements outstanding against table w1227-proj:w1227_ds.orders, limit is 20.", want: rung.KindTransient},
		{name: "pending jobs 400", protocol: "http", status: 400, msg: "maximum number of pending jobs per table exceeded (20)", want: rung.KindTransient},
		// near misses keep their readings
		{name: "script statement count", protocol: "http", status: 400, msg: "googleapi: Error 400: Too many statements in the script, limit is 1000., invalid", want: rung.KindInvalid},
		{name: "query memory", protocol: "http", status: 400, code: "resourcesExceeded", msg: "googleapi: Error 400: Resources exceeded during query execution: The query could not be executed in the allotted memory. Peak usage: 146% of limit., resourcesExceeded", want: rung.KindInvalid},
		{name: "batch size 400", protocol: "http", status: 400, msg: "Too many rows in the request, limit is 50000", want: rung.KindInvalid},
	})
}

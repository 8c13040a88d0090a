package classify

import "testing"

// First run at c62a2b47: 29/36 overall, 10/16 tricky.
func TestIndependentCases1306(t *testing.T) {
	runIndependent(t, "testdata/independent1306.jsonl", false)
}

// TestGeneralise1306TxnConflict holds a transaction's conflict with another
// in the stores' words (ArangoDB 1200 "write-write conflict", Dgraph's
// "Conflicts with pending transaction"): a wait, under a 409 or none; a 409
// for an object already there stays conflict.
func TestGeneralise1306TxnConflict(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "arango go-driver 409", protocol: "http", status: 409, code: "1200", msg: "write-write conflict", want: transient},
		{name: "arango AQL 409", protocol: "http", status: 409, msg: `{"code":409,"error":true,"errorMessage":"AQL: write-write conflict (while executing)","errorNum":1200}`, want: transient},
		{name: "arango bare", msg: "[HTTP 409][ERR 1200] write-write conflict", want: transient},
		{name: "dgraph y.ErrConflict", protocol: "grpc", msg: "Conflicts with pending transaction. Please abort.", want: transient},
		{name: "dgraph bare", msg: "commit failed: Conflicts with pending transaction. Please abort.", want: transient},
		// Near misses: an object already there keeps conflict.
		{name: "arango 1210 near miss", protocol: "http", status: 409, code: "1210", msg: "unique constraint violated - in index primary of type primary over '_key'; conflicting key: w1306-alice", want: conflict},
		{name: "409 already exists near miss", protocol: "http", status: 409, msg: "document with key w1306 already exists", want: conflict},
	})
}


package classify

import "testing"

// First run at c62a2b47: 29/36 overall, 10/16 tricky.
// Fixed since: i1306-arango-1200-wwc and i1306-dgraph-pending-conflict (a
// transaction's conflict in the stores' words, TestGeneralise1306TxnConflict);
// i1306-neptune-readonly and i1306-neptune-streams-expired (an AWS exception in
// a JSON body's "code" over HTTP, TestGeneralise1306AWSBodyCode).
// Tolerated: i1306-neo-auth-ratelimit-py: transient vs denied (the lockout ruling, taxonomy "a sign-in lockout after failed attempts ... the attempt-count words ... | transient (it lifts by itself)"): Neo4j locks the user for dbms.security.auth_lock_time and it lifts, but the cause is a wrong password the same retry sends again; not flipped alone.
// Tolerated: i1306-neo-go-single-none: unknown vs ambiguous: neo4j-go-driver's UsageError "Result contains no more records" from Single; one driver's wording (sql.ErrNoRows and pgx's "no rows in result set" already read ambiguous), no class stated beyond it.
// Tolerated: i1306-dgraph-readonly-txn: unknown vs invalid: dgraph-js "Readonly transaction cannot run mutations or be committed" (the caller opened the transaction read-only itself); a one-off wording, and the read-only-transaction family reads premise/denied (PostgreSQL 25006, set 139), so a wording rule here needs its own ruling.
func TestIndependentCases1306(t *testing.T) {
	runIndependent(t, "testdata/independent1306.jsonl", true, "i1306-neo-auth-ratelimit-py", "i1306-neo-go-single-none", "i1306-dgraph-readonly-txn")
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

// TestGeneralise1306AWSBodyCode holds an AWS exception named in a JSON
// body's "code" over plain HTTP (Amazon Neptune's engine endpoints), read
// by the AWS table, and near misses the status keeps.
func TestGeneralise1306AWSBodyCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "neptune read replica", protocol: "http", status: 400, msg: `{"requestId": "0dbcded3-a9a1-4a25-b419-828c46342e47", "code": "ReadOnlyViolationException", "detailedMessage": "The request is rejected because it violates some read-only restriction, such as a designation of a replica as read-only."}`, want: premise},
		{name: "neptune stream expired", protocol: "http", status: 400, msg: `{"requestId": "r1", "code": "ExpiredStreamException", "detailedMessage": "All of the requested records exceed the maximum age allowed and have expired."}`, want: premise},
		{name: "kinesis iterator raw", protocol: "http", status: 400, msg: `{"code": "ExpiredIteratorException", "message": "Iterator expired"}`, want: premise},
		{name: "sdk read replica", protocol: "aws", status: 400, code: "ReadOnlyViolationException", msg: "operation error neptunedata: ExecuteOpenCypherQuery, https response error StatusCode: 400, RequestID: r2, ReadOnlyViolationException: The request is rejected because it violates some read-only restriction", want: premise},
		// Near misses: a code only a shape reads keeps the status.
		{name: "neptune time limit 500", protocol: "http", status: 500, msg: `{"requestId": "r3", "code": "TimeLimitExceededException", "detailedMessage": "Operation terminated (deadline exceeded)"}`, want: transient},
		{name: "neptune memory 500", protocol: "http", status: 500, msg: `{"requestId": "r4", "code": "MemoryLimitExceededException", "detailedMessage": "The request processing did not succeed due to lack of memory, but can be retried when the server is less busy."}`, want: transient},
		{name: "bad request code", protocol: "http", status: 400, msg: `{"requestId": "r5", "code": "MalformedQueryException", "detailedMessage": "Query parsing failed at line 1"}`, want: invalid},
	})
}

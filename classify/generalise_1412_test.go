package classify

import "testing"

// First run at dfbafb4d: 22/38 overall, 6/21 tricky.
// Tolerated: i1412-crdb-commit-deadline: transient vs invalid (ruling: postgres.go reads SQLSTATE 40001 serialization_failure as a retry): CockroachDB's docs say RETRY_COMMIT_DEADLINE_EXCEEDED is the one 40001 where a retry loop is not advisable (shrink the transaction); my label is arguable (invalid or premise), so the code's ruling stands.
// Tolerated: i1412-ch-159-timeout-exceeded: transient vs invalid (ruling: a statement or execution-time cap is a timeout, transient, as 57014 statement timeout and MySQL 3024 max_execution_time in roomwords.go): ClickHouse's max_execution_time is a cap the caller set, which the same query trips again.
// Fixed later by the lead's ruling after set 1784: i1412-d1-storage-timeout-reset (roomwords.go queryMemoryWords).
// Tolerated: i1412-neon-endpoint-temporary-unavailable: transient vs premise (one-off): Neon's proxy says "temporary unavailable", and only a maintainer's comment (neon issue 5570) ties it to spent quotas; no stable marker separates it from a real wait.
func TestIndependentCases1412(t *testing.T) {
	runIndependent(t, "testdata/independent1412.jsonl", true,
		"i1412-crdb-commit-deadline", "i1412-ch-159-timeout-exceeded", "i1412-neon-endpoint-temporary-unavailable")
}

// TestGeneralise1412Vitess: Vitess's vttablet and vtgate words are read by
// what they say under any code (vitessio/vitess PR 9448 and issues 1873,
// 10628; website issue 1434): the per-query row cap is invalid whether
// vttablet sends it as RESOURCE_EXHAUSTED (before v13) or ABORTED (since);
// no healthy tablet for a shard, a primary out of serving during a
// reparent or resharding cut-over, and a full transaction pool are waits.
// Near misses: a plain ABORTED stays a retry of the transaction.
func TestGeneralise1412Vitess(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"row cap under Aborted", "mysql", 0, "10001", "ERROR 10001 (HY000): target: commerce.0.primary: vttablet: rpc error: code = Aborted desc = Row count exceeded 100000 (errno 10001) (sqlstate HY000) (CallerID: app)", invalid},
		{"row cap under ResourceExhausted", "mysql", 0, "", "target: unsharded.0.master: vttablet: rpc error: code = ResourceExhausted desc = Row count exceeded 10000 (errno 10001) (sqlstate HY000)", invalid},
		{"row cap grpc Aborted", "grpc", 0, "ABORTED", "vttablet: Row count exceeded 10000", invalid},
		{"no healthy replica", "mysql", 0, "1105", "ERROR 1105 (HY000): target: main.-40.replica: no healthy tablet available for 'keyspace:\"main\" shard:\"-40\" tablet_type:REPLICA'", transient},
		{"no healthy tablet go", "go", 0, "", "Error 1105 (HY000): target: ks.0.primary: no healthy tablet available for 'keyspace:\"ks\" shard:\"0\" tablet_type:PRIMARY'", transient},
		{"resharding", "mysql", 0, "", "ERROR 1105 (HY000): target: customer.80-.primary: current keyspace is being resharded", transient},
		{"tx pool full", "mysql", 0, "", "Error 1105 (HY000): vttablet: rpc error: code = ResourceExhausted desc = transaction pool connection limit exceeded", transient},
		{"tx pool log", "", 0, "", "TxPoolFull:tx_pool_full: Transaction pool connection limit exceeded", transient},
		// near misses
		{"plain aborted", "grpc", 0, "ABORTED", "Transaction was aborted due to a conflict with another transaction", transient},
		{"not serving", "grpc", 0, "FAILED_PRECONDITION", "vttablet: rpc error: code = FailedPrecondition desc = operation not allowed in state NOT_SERVING", transient},
	})
}

// TestGeneralise1412ClickHouse: ClickHouse's numbered exceptions read by
// what each names (ClickHouse issues 37820, 78076, 23889 and PR 107762):
// TABLE_IS_READ_ONLY in the pre-22 wording "(zookeeper path: ...)" is the
// same lost Keeper session as "(replica path: ...)", a wait; READONLY
// for an HTTP GET is the request's method, invalid, while READONLY for a
// readonly profile stays denied; QUOTA_EXCEEDED names its interval, and
// one of an hour or less resets within it (transient), while a day-long
// interval stays a spent quota.
func TestGeneralise1412ClickHouse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"readonly zookeeper path", "", 0, "242", "Code: 242, e.displayText() = DB::Exception: Table is in readonly mode (zookeeper path: /clickhouse/tables/02-03/log_ck_logs_box_10)", transient},
		{"readonly replica path", "", 0, "242", "Code: 242. DB::Exception: Table is in readonly mode (replica path: /clickhouse/tables/01-01/default.t/replicas/r2). (TABLE_IS_READ_ONLY)", transient},
		{"GET implies readonly", "", 0, "164", "Code: 164. DB::Exception: default: Cannot execute query in readonly mode. For queries over HTTP, method GET implies readonly. You should use method POST for modifying queries. (READONLY)", invalid},
		{"quota 240s", "", 0, "201", "Code: 201. DB::Exception: Received from localhost:9000. DB::Exception: Quota for user `foo` for 240s has been exceeded: queries = 8/5. Interval will end at 2021-05-04 22:12:00. Name of quota template: `my_quota`.", transient},
		{"quota 3600s http", "http", 500, "", "Code: 201. DB::Exception: Quota for user `play` for 3600s has been exceeded: result_rows = 1000001/1000000. Interval will end at 2026-01-01 10:00:00. Name of quota template: `play`. (QUOTA_EXCEEDED)", transient},
		// near misses
		{"readonly profile", "", 0, "164", "Code: 164. DB::Exception: pttable_staging: Cannot execute query in readonly mode. (READONLY)", denied},
		{"readonly setting", "", 0, "164", "Code: 164. DB::Exception: Cannot modify 'max_execution_time' setting in readonly mode. (READONLY)", denied},
		{"quota a day", "", 0, "201", "Code: 201. DB::Exception: Quota for user `foo` for 86400s has been exceeded: queries = 1001/1000. Interval will end at 2021-05-05 00:00:00. Name of quota template: `daily`.", premise},
	})
}

// TestGeneralise1412CassandraWriteTimeout: a Cassandra or ScyllaDB
// WriteTimeout leaves the write's outcome unknown; for a write type that
// is not safe to send again (UNLOGGED_BATCH, partly applied; CAS, maybe
// committed; COUNTER, counted twice) it is ambiguous, as the DataStax
// drivers' retry policy, which retries only BATCH_LOG, treats it
// (java-driver manual/retries; scylladb issue 5795). Near misses: SIMPLE
// and BATCH_LOG keep the timeout's transient, Unavailable stays a wait.
func TestGeneralise1412CassandraWriteTimeout(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unlogged batch java", "", 0, "", "com.datastax.driver.core.exceptions.WriteTimeoutException: Cassandra timeout during UNLOGGED_BATCH write query at consistency LOCAL_QUORUM (2 replica were required but only 1 acknowledged the write)", ambiguous},
		{"cas java", "", 0, "", "com.datastax.oss.driver.api.core.servererrors.WriteTimeoutException: Cassandra timeout during CAS write query at consistency SERIAL (2 replica were required but only 0 acknowledged the write)", ambiguous},
		{"counter java", "", 0, "", "Cassandra timeout during COUNTER write query at consistency ONE (1 replica were required but only 0 acknowledged the write)", ambiguous},
		// near misses
		{"simple", "", 0, "", "com.datastax.driver.core.exceptions.WriteTimeoutException: Cassandra timeout during SIMPLE write query at consistency ALL (3 replica were required but only 2 acknowledged the write)", transient},
		{"batch log", "", 0, "", "com.datastax.driver.core.exceptions.WriteTimeoutException: Cassandra timeout during BATCH_LOG write query at consistency ONE (1 replica were required but only 0 acknowledged the write)", transient},
		{"unavailable", "", 0, "", "com.datastax.driver.core.exceptions.UnavailableException: Not enough replica available for query at consistency QUORUM (2 required but only 1 alive)", transient},
	})
}

// TestGeneralise1412Yugabyte: YugabyteDB's DocDB words in YSQL errors
// (yugabyte-db issues 2500, 4205, 10517, 1288): a read restart is a retry
// of the statement, not a missing argument; a tablet replica FAILED needs
// an operator (premise) while one still starting is a wait.
func TestGeneralise1412Yugabyte(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"restart read", "postgres", 0, "", "ERROR:  Query error: Restart read required at: { read: { physical: 1586581117344246 logical: 12 } local_limit: { physical: 1586581117344563 logical: 6 } global_limit: <min> in_txn_limit: <max> serial_no: 0 }", transient},
		{"restart read 40001", "postgres", 0, "40001", "Restart read required at: read: { physical: 1700000000000000 } local_limit: { physical: 1700000000100000 }", transient},
		{"restart read go", "go", 0, "", "ERROR: Query error: Restart read required at: { read: { physical: 1623814763006278 } local_limit: { physical: 1623814763119124 } global_limit: <min> in_txn_limit: <max> serial_no: 0 } (SQLSTATE XX000)", transient},
		{"tablet failed", "postgres", 0, "XX000", "Timed out: Read(tablet: 1072, num_ops: 1) passed its deadline: Illegal state (yb/tserver/service_util.h:137): Tablet not RUNNING: FAILED (tablet server error 12)", premise},
		{"tablet bootstrapping", "postgres", 0, "XX000", "Illegal state (yb/tserver/service_util.h:137): Tablet not RUNNING: BOOTSTRAPPING (tablet server error 12)", transient},
		// near misses
		{"argument required", "postgres", 0, "", "ERROR: argument \"x\" is required", invalid},
	})
}

// TestGeneralise1412D1: Cloudflare D1's resets, read by the cause its
// docs name (developers.cloudflare.com/d1/observability/debug-d1): a
// query over the isolate's memory or the CPU time limit is the query's
// size (invalid, split or narrow it); a reset for a code update is the
// platform's (transient). Near misses: D1's queue and transient-node
// resets stay waits.
func TestGeneralise1412D1(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"memory", "sqlite", 0, "D1_ERROR", "D1_ERROR: D1 DB's isolate exceeded its memory limit and was reset.", invalid},
		{"cpu", "", 0, "", "Error: D1_ERROR: D1 DB exceeded its CPU time limit and was reset.", invalid},
		{"code updated", "sqlite", 0, "D1_ERROR", "D1 DB reset because its code was updated.", transient},
		// near misses
		{"queued", "sqlite", 0, "D1_ERROR", "D1 DB is overloaded. Requests queued for too long.", transient},
		{"remote node", "sqlite", 0, "D1_ERROR", "D1_ERROR: Cannot resolve D1 DB due to transient issue on remote node.", transient},
		{"internal reset", "sqlite", 0, "D1_ERROR", "Internal error in D1 DB storage caused object to be reset.", transient},
	})
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 490e4400: 23/32 overall, 8/15 tricky.
// Fixed since: TiDB 8022 and 8175 (mysql.go mysqlNumbers), Cassandra's "No
// keyspace has been specified" and Vitess's "no database selected"
// (generic.go), Vitess's row cap under errno 10001 (mysql.go
// mysqlClientWords), FoundationDB 1020 and 1007 (foundationdb.go fdbCoded).
// Tolerated: i1268-crdb-result-ambiguous: ambiguous vs transient ("the store says the operation's outcome is unknown ... CockroachDB's \"result is ambiguous\" and PostgreSQL's 40003 statement_completion_unknown | ambiguous", sets 96 and 321): the label reads the dropped connection's wait, the ruling the write that may have landed; seven blind lines read it ambiguous against three.
// Tolerated: i1268-fdb-1021-unknown-result: ambiguous vs transient (the same outcome-unknown ruling): FoundationDB's own retry loop retries 1021, but the commit may have landed, which the ruling reads first.
func TestIndependentCases1268(t *testing.T) {
	runIndependent(t, "testdata/independent1268.jsonl", true, "i1268-crdb-result-ambiguous", "i1268-fdb-1021-unknown-result")
}

// TestGeneralise1268TiDBNumbers holds TiDB's commit failures its error
// reference says to retry whole (8002, 8005, 8022, whatever TiKV detail
// 8022 quotes) and 8175's per-query memory limit (invalid: narrow the
// query), with near misses: a cluster-wide memory or quota refusal in
// other words and TiDB's 9005 keep their kinds.
func TestGeneralise1268TiDBNumbers(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"8022 lock not found", "mysql", 0, "", "Error 8022 (HY000): Error: KV error safe to retry Txn(Mvcc(TxnLockNotFound { start_ts: TimeStamp(449615101138944001), commit_ts: TimeStamp(449615101243801601), key: [116, 128] })) [try again later]", rung.KindTransient},
		{"8022 cli", "mysql", 0, "", "ERROR 8022 (HY000) at line 4: Error: KV error safe to retry Txn(Mvcc(TxnNotFound { start_ts: TimeStamp(449615101138944001), key: [116, 128] })) [try again later]", rung.KindTransient},
		{"8005 stale", "mysql", 0, "", "Error 8005 (HY000): Write Conflict, txnStartTS is stale", rung.KindTransient},
		{"8002 for update", "mysql", 0, "", "Error 8002 (HY000): [tikv:8002]can not retry select for update statement", rung.KindTransient},
		{"8175 go", "mysql", 0, "", "Error 8175 (HY000): Your query has been cancelled due to exceeding the allowed memory limit for a single SQL query. Please try narrowing your query scope or increase the tidb_mem_quota_query limit and try again.[conn=2097158]", rung.KindInvalid},
		{"8175 pymysql", "", 0, "", "(8175, 'Your query has been cancelled due to exceeding the allowed memory limit for a single SQL query. Please try narrowing your query scope or increase the tidb_mem_quota_query limit and try again.[conn=3]')", rung.KindInvalid},
		// Near misses.
		{"9005 region", "mysql", 0, "", "Error 9005 (HY000): Region is unavailable", rung.KindTransient},
		{"1146 missing", "mysql", 0, "", "Error 1146 (42S02): Table 'w1268.orders' doesn't exist", rung.KindPremise},
		{"1062 dup", "mysql", 0, "", "Error 1062 (23000): Duplicate entry 'w1268-1' for key 'orders.PRIMARY'", rung.KindConflict},
	})
}

// TestGeneralise1268NoDatabaseSelected holds a statement run with no
// database or keyspace selected (invalid: qualify the table), in
// Cassandra's, MySQL's and Vitess's words, with near misses: a named
// keyspace or database that does not exist stays premise.
func TestGeneralise1268NoDatabaseSelected(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cql", "cql", 0, "0x2200", "No keyspace has been specified. USE a keyspace, or explicitly specify keyspace.tablename", rung.KindInvalid},
		{"cql bare", "", 0, "", "No keyspace has been specified. USE a keyspace, or explicitly specify keyspace.tablename", rung.KindInvalid},
		{"mysql go", "mysql", 0, "", "Error 1046 (3D000): No database selected", rung.KindInvalid},
		{"mysql cli", "", 0, "", "ERROR 1046 (3D000) at line 1: No database selected", rung.KindInvalid},
		{"vitess", "mysql", 0, "", "Error 1046 (3D000): VT09005: no database selected: use keyspace<:shard><@type> or keyspace<[range]><@type> (<> are optional)", rung.KindInvalid},
		// Near misses.
		{"cql keyspace absent", "cql", 0, "0x2200", "Keyspace w1268_stage does not exist", rung.KindPremise},
		{"mysql db absent", "mysql", 0, "", "Error 1049 (42000): Unknown database 'w1268_shop'", rung.KindPremise},
		{"vitess db absent", "mysql", 0, "", "Error 1049 (42000): VT05003: unknown database 'w1268_analytics' in vschema", rung.KindPremise},
		{"cql unconfigured", "cql", 0, "0x2200", "unconfigured table w1268_events", rung.KindPremise},
	})
}

// TestGeneralise1268VitessRowCap holds Vitess's per-query row cap as
// vtgate's MySQL protocol renders it (invalid: narrow or page the query),
// in its old and new words and under gRPC, with near misses: a plain
// row-count check of an affected-rows expectation and a pool exhaustion
// keep their kinds.
func TestGeneralise1268VitessRowCap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mysql new", "mysql", 0, "", "Error 10001 (HY000): target: w1268_commerce.-80.replica: vttablet: caller id: w1268_agent: row count exceeded 10000 (errno 10001) (sqlstate HY000) (CallerID: w1268_agent): Sql: \"select * from w1268_events\", BindVars: {}", rung.KindInvalid},
		{"mysql old", "mysql", 0, "", "Error 1105 (HY000): target: w1268_commerce.0.replica: vttablet: Row count exceeded 10000 (errno 10001) (sqlstate HY000) (CallerID: w1268_agent): Sql: \"select id from w1268_orders\", BindVars: {}", rung.KindInvalid},
		{"vtgate in-memory", "mysql", 0, "", "Error 1105 (HY000): in-memory row count exceeded allowed limit of 300000", rung.KindInvalid},
		{"grpc", "grpc", 0, "ResourceExhausted", "rpc error: code = ResourceExhausted desc = Row count exceeded 100000 (errno 10001) (sqlstate HY000)", rung.KindInvalid},
		// Near misses.
		{"pool full", "mysql", 0, "", "Error 1105 (HY000): target: w1268_commerce.-80.primary: vttablet: rpc error: code = ResourceExhausted desc = transaction pool connection limit exceeded", rung.KindTransient},
		{"not serving", "mysql", 0, "", "Error 1105 (HY000): target: w1268_commerce.-80.primary: vttablet: rpc error: code = FailedPrecondition desc = operation not allowed in state NOT_SERVING (errno 1105) (sqlstate HY000)", rung.KindTransient},
	})
}

// TestGeneralise1268FoundationDBCodes holds the FoundationDB Go binding's
// "FoundationDB error code N (...)", bare, wrapped and as a panic: the
// retry loop's codes transient, 1021 ambiguous by the outcome-unknown
// ruling, the size limits invalid; near misses: a code outside the table
// and an unrelated "error code" keep their old kinds.
func TestGeneralise1268FoundationDBCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"1020 bare", "", 0, "", "FoundationDB error code 1020 (Transaction not committed due to conflict with another transaction)", rung.KindTransient},
		{"1020 wrapped", "", 0, "", "commit w1268 ledger: FoundationDB error code 1020 (Transaction not committed due to conflict with another transaction)", rung.KindTransient},
		{"1007 panic", "", 0, "", "panic: FoundationDB error code 1007 (Transaction is too old to perform reads or be committed)", rung.KindTransient},
		{"1009", "", 0, "", "FoundationDB error code 1009 (Request for future version)", rung.KindTransient},
		{"1021", "", 0, "", "FoundationDB error code 1021 (Transaction may or may not have committed)", rung.KindAmbiguous},
		{"2101", "", 0, "", "FoundationDB error code 2101 (Transaction exceeds byte limit)", rung.KindInvalid},
		{"2103", "", 0, "", "set w1268/blob: FoundationDB error code 2103 (Value length exceeds limit)", rung.KindInvalid},
		// Near misses.
		{"1031 still timeout", "", 0, "", "FoundationDB error code 1031 (Operation aborted because the transaction timed out)", rung.KindTransient},
		{"unlisted code", "", 0, "", "FoundationDB error code 2000 (Invalid API call)", rung.KindInvalid},
		{"other error code", "", 0, "", "upload failed: error code 1020 (quota exceeded for the w1268 bucket)", rung.KindPremise},
	})
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f7c97e8d: 31/35 overall, 15/18 tricky.
// Fixed: i1197-redis-unknown-command-json (argsecho.go argsEchoed; TestGeneralise1197RedisArgsEcho).
// Fixed: i1197-ch-164-readonly-user, i1197-ch-242-table-readonly (generic.go deniedWords, serverrole.go; TestGeneralise1197ClickHouseReadonly).
// Fixed: i1197-ch-243-not-enough-space (roomwords.go diskFullWords; TestGeneralise1197ClickHouseNoSpace).
func TestIndependentCases1197(t *testing.T) {
	runIndependent(t, "testdata/independent1197.jsonl", true)
}

// TestGeneralise1197RedisArgsEcho holds Redis's and Valkey's "unknown
// command" whose echoed arguments carry JSON: the echo is the caller's own
// value, not an answer, so the reply is read by its words (argsecho.go): a
// module's command is premise, a misspelt one invalid. A body that is an
// answer keeps its empty-result reading.
func TestGeneralise1197RedisArgsEcho(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"JSON.SET items", "redis", 0, "ERR", `ERR unknown command 'JSON.SET', with args beginning with: 'w1197:cart:88' '$' '{"items":[]}' `, rung.KindPremise},
		{"JSON.ARRAPPEND results", "", 0, "", `ERR unknown command 'JSON.ARRAPPEND', with args beginning with: 'w1197:doc' '$.log' '{"results":[]}' `, rung.KindPremise},
		{"valkey JSON.SET data", "redis", 0, "", `ERR unknown command 'JSON.SET', with args beginning with: 'w1197:k' '.' '{"data": []}' `, rung.KindPremise},
		// Near misses.
		{"misspelt command", "redis", 0, "", `ERR unknown command 'JSONSET', with args beginning with: 'w1197:cart:88' '{"items":[]}' `, rung.KindInvalid},
		{"an answer's empty list", "", 200, "", `{"items": []}`, rung.KindAmbiguous},
	})
}

// TestGeneralise1197ClickHouseReadonly holds ClickHouse's READONLY (164), a
// user whose profile sets readonly, denied, beside TABLE_IS_READ_ONLY (242)
// with its replica path, a replica that lost its Keeper session, transient
// (generic.go deniedWords, serverrole.go). A MySQL server in read-only mode
// keeps its premise.
func TestGeneralise1197ClickHouseReadonly(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"164 clickhouse-go", "clickhouse", 0, "164", "code: 164, message: w1197_viewer: Cannot execute query in readonly mode", rung.KindDenied},
		{"164 http text", "", 0, "", "Code: 164. DB::Exception: w1197_viewer: Cannot execute query in readonly mode. (READONLY) (version 24.3.2.23 (official build))", rung.KindDenied},
		{"164 setting", "clickhouse", 0, "", "code: 164, message: Cannot modify 'max_threads' setting in readonly mode", rung.KindDenied},
		{"242 clickhouse-go", "clickhouse", 0, "242", "code: 242, message: Table is in readonly mode (replica path: /clickhouse/tables/01/w1197/events/replicas/ch-2)", rung.KindTransient},
		{"242 http text", "", 0, "", "Code: 242. DB::Exception: Table is in readonly mode (replica path: /clickhouse/tables/s1/w1197.events/replicas/r1). (TABLE_IS_READ_ONLY) (version 23.8.2.7 (official build))", rung.KindTransient},
		// Near misses.
		{"mysql 1836", "mysql", 0, "1836", "Error 1836 (HY000): Running in read-only mode", rung.KindPremise},
		{"oracle standby", "oracle", 0, "", "ORA-16000: database or pluggable database open for read-only access", rung.KindPremise},
	})
}

// TestGeneralise1197ClickHouseNoSpace holds ClickHouse's NOT_ENOUGH_SPACE
// (243) "Cannot reserve <size>, not enough space": a full disk, premise
// (roomwords.go diskFullWords). Memory limits keep their readings.
func TestGeneralise1197ClickHouseNoSpace(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"243 clickhouse-go", "clickhouse", 0, "243", "code: 243, message: Cannot reserve 1.00 MiB, not enough space", rung.KindPremise},
		{"243 http text", "", 0, "", "Code: 243. DB::Exception: Cannot reserve 512.00 KiB, not enough space. (NOT_ENOUGH_SPACE) (version 24.3.2.23 (official build))", rung.KindPremise},
		{"243 bytes", "clickhouse", 0, "", "code: 243, message: Cannot reserve 96.00 B, not enough space", rung.KindPremise},
		// Near misses.
		{"total memory", "clickhouse", 0, "241", "code: 241, message: Memory limit (total) exceeded: would use 3.50 GiB (attempt to allocate chunk of 4194304 bytes), maximum: 3.47 GiB", rung.KindTransient},
		{"query memory", "clickhouse", 0, "241", "code: 241, message: Memory limit (for query) exceeded: would use 9.32 GiB (attempt to allocate chunk of 4360384 bytes), maximum: 9.31 GiB", rung.KindInvalid},
	})
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at be94a4be: 29/36 overall, 6/12 tricky.
func TestIndependentCases1307(t *testing.T) {
	runIndependent(t, "testdata/independent1307.jsonl", false)
}

// TestGeneralise1307QueryMemory: a query over its per-query memory limit,
// in a query service's own words, is the query's size (invalid), also
// under a 500; the server's memory spent by all queries stays a wait.
func TestGeneralise1307QueryMemory(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"posthog 500", "http", 500, "", `{"type": "server_error", "code": "CHQueryErrorMemoryLimitExceeded", "detail": "Query exceeds memory limits. Try reducing its scope by changing the time range.", "attr": null}`, rung.KindInvalid},
		{"posthog bare", "", 0, "", `Query exceeds memory limits. Try reducing its scope by changing the time range.`, rung.KindInvalid},
		{"cosmos gremlin", "http", 500, "", `Query exceeded memory limit. Bytes Consumed: 2147483650, Max: 2147483648`, rung.KindInvalid},
		{"dgraph", "grpc", 0, "Unknown", `rpc error: code = Unknown desc = Query exceeded memory limit. Please modify the query`, rung.KindInvalid},
		// near misses keep their readings
		{"clickhouse total", "http", 500, "", `Code: 241. DB::Exception: Memory limit (total) exceeded: would use 28.00 GiB, maximum: 27.94 GiB. (MEMORY_LIMIT_EXCEEDED)`, rung.KindTransient},
		{"plain 500", "http", 500, "", `{"type": "server_error", "code": "error", "detail": "A server error occurred.", "attr": null}`, rung.KindTransient},
	})
}

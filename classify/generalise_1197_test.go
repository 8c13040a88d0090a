package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f7c97e8d: 31/35 overall, 15/18 tricky.
func TestIndependentCases1197(t *testing.T) {
	runIndependent(t, "testdata/independent1197.jsonl", false)
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

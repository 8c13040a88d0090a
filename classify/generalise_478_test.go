package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases478 runs held-out set 478: MCP in depth (second draw: transports, sessions, SDK errors, reference servers' tool results), from the vendors' docs, labelled blind.
// First run at 77d7126: 30/35 overall, 24/27 tricky.
func TestIndependentCases478(t *testing.T) {
	runIndependent(t, "testdata/independent478.jsonl", true)
}

// TestGeneralise478 checks that "rate-limit" and "ratelimit" inside a name
// the message quotes (a branch, a container, a path) do not make the
// failure a rate limit, with near misses where the words are the message's
// own or a header's.
func TestGeneralise478(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gitlab branch exists", "http", 400, "", `{"message":"Branch already exists: fix/api-rate-limit"}`, rung.KindConflict},
		{"docker container name in use", "", 0, "", `Error response from daemon: Conflict. The container name "/api-rate-limiter" is already in use by container "3f1e9c2a7b". You have to remove (or rename) that container to be able to reuse that name.`, rung.KindConflict},
		{"git branch exists", "", 0, "", "fatal: A branch named 'hotfix/login-rate-limit' already exists.", rung.KindConflict},
		{"git pathspec", "", 0, "", "error: pathspec 'chore/bump-ratelimit' did not match any file(s) known to git", rung.KindPremise},
		{"mcp fs enoent", "mcp", 0, "isError", `{"jsonrpc": "2.0", "id": 3, "result": {"content": [{"type": "text", "text": "ENOENT: no such file or directory, open '/workspace/docs/rate-limit.md'"}], "isError": true}}`, rung.KindPremise},
		// Near misses: the words as the message's own, or in an X- header
		// name, still read as a rate limit.
		{"prose rate-limit", "", 0, "", "API rate-limit exceeded for installation 123", rung.KindTransient},
		{"x-ratelimit header", "", 0, "", "request refused: X-RateLimit-Remaining: 0", rung.KindTransient},
		{"prose ratelimit", "", 0, "", "upstream ratelimit hit, try again shortly", rung.KindTransient},
		{"rate-limit after colon", "", 0, "", "error: rate-limit exceeded for key abc", rung.KindTransient},
		// An error code that spells the limit in snake or camel case is
		// the code's word, not a name's segment.
		{"snake code", "", 0, "", `{"error":"api_ratelimit_exceeded"}`, rung.KindTransient},
		{"upper snake code", "", 0, "", "request failed: GLOBAL_RATELIMIT reached", rung.KindTransient},
	})
}

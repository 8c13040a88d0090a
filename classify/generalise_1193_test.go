package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 304a6848: 32/35 overall, 16/19 tricky.
func TestIndependentCases1193(t *testing.T) {
	runIndependent(t, "testdata/independent1193.jsonl", false)
}

// TestGeneralise1193KeyLimit checks a credit limit an account owner set on
// one API key, reached (OpenRouter's 403 "Key limit exceeded (<period>
// limit)"): the key's spend cap, premise, not the 403's missing authority;
// near misses keep their readings.
func TestGeneralise1193KeyLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"OpenRouter 403 total key limit", "http", 403, "", `{"error":{"message":"Key limit exceeded (total limit). Manage it using https://openrouter.ai/settings/keys","code":403}}`, rung.KindPremise},
		{"OpenRouter 403 daily key limit, as a client relays it", "", 0, "", `OpenRouter request failed: 403 Key limit exceeded (daily limit). Manage it using https://openrouter.ai/settings/keys`, rung.KindPremise},
		{"OpenRouter 403 older wording", "http", 403, "", `403 Key limit exceeded. Manage it using https://openrouter.ai/keys`, rung.KindPremise},
		// Near misses: a bare 403, a per-key rate window, a rate limit said of a key.
		{"near miss: bare 403 forbidden", "http", 403, "", `{"error":{"message":"Forbidden","code":403}}`, rung.KindDenied},
		{"near miss: a key limit counted per minute", "http", 429, "", `Key limit exceeded: 60 requests per minute. Try again shortly.`, rung.KindTransient},
		{"near miss: rate limit exceeded for a key", "http", 429, "", `{"error":{"message":"Rate limit exceeded for key sk-or-v1-...w1193","code":429}}`, rung.KindTransient},
	})
}

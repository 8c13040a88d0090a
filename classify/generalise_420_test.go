package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases420 runs held-out set 420: consumer platform APIs' long tail, from the vendors' docs, labelled blind.
func TestIndependentCases420(t *testing.T) {
	runIndependent(t, "testdata/independent420.jsonl", false)
}

// TestGeneralise420 checks a 429 whose limit is named by a period of a day
// or longer as a noun ("DAY limit", "month quota") or a 24-hour window:
// premise, with near misses that keep their rate-limit reading.
func TestGeneralise420(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"day limit reached", "http", 429, "", "{\"error\":\"Your day limit of 1000 requests has been reached\"}", rung.KindPremise},
		{"member day limit", "http", 429, "", "{\"message\":\"Resource level throttle MEMBER DAY limit for calls to this resource is reached.\",\"status\":429}", rung.KindPremise},
		{"month quota exhausted", "http", 429, "", "HTTP/1.1 429 Too Many Requests\n\n{\"message\":\"API key month quota exhausted for this key\"}", rung.KindPremise},
		{"newsapi 24 hour period", "http", 429, "rateLimited", "{\"status\":\"error\",\"code\":\"rateLimited\",\"message\":\"You have made too many requests recently. Developer accounts are limited to 100 requests over a 24 hour period (50 requests available every 12 hours). Please upgrade to a paid plan if you need more requests.\"}", rung.KindPremise},
		{"week cap", "http", 429, "", "{\"detail\":\"Week cap reached for free accounts\"}", rung.KindPremise},
		// Near misses: a limit per second or minute, and a period word
		// inside another word, stay a rate limit.
		{"second limit", "http", 429, "", "{\"message\":\"Second limit reached: 10 requests per second\"}", rung.KindTransient},
		{"holiday limit", "http", 429, "", "{\"message\":\"Too many requests: holiday limit on burst traffic, slow down\"}", rung.KindTransient},
	})
}

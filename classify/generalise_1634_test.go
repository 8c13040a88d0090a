package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 13450277: 22/26 overall, 10/14 tricky.
// Tolerated: i1634-gemini-429-rate: premise vs transient (ruling): "exceeded your current quota ... billing details" is OpenAI's insufficient_quota wording, ruled premise (generic.go quotaWords); Gemini reuses it for its rolling rate and spend windows, and the text alone cannot tell them apart.
func TestIndependentCases1634(t *testing.T) {
	runIndependent(t, "testdata/independent1634.jsonl", true,
		"i1634-gemini-429-rate")
}

// Class: a rate-limit message that states its window's limit and the
// request's own size, with the request alone above the whole limit
// (Groq's and OpenAI's "on tokens per minute (TPM): Limit 7000, Used 0,
// Requested ~12903. Please try again in 50.59s."): no wait fits it, so
// invalid even though a wait is named. Source: console.groq.com rate
// limits; Groq "Input too large: The request is larger than your tokens
// per minute limit". Near misses: a request within the limit (Used plus
// Requested over it), OpenAI's RPD "Limit 10000, Used 10000, Requested 1",
// and a text with a limit but no request figure keep transient.
func TestGeneralise1634RequestOverWindow(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"groq tpm over", "http", 429, "rate_limit_exceeded", `{"error":{"message":"Rate limit reached for model ` + "`llama3-70b-8192`" + ` in organization ` + "`org_123`" + ` on tokens per minute (TPM): Limit 7000, Used 0, Requested ~12903. Please try again in 50.597142857s. Visit https://console.groq.com/docs/rate-limits for more information.","type":"tokens","code":"rate_limit_exceeded"}}`, rung.KindInvalid},
		{"openai tpm over, python", "openai", 429, "rate_limit_exceeded", `Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 12, Requested 41230. Please try again in 1m2s. Visit https://platform.openai.com/account/rate-limits to learn more.', 'type': 'tokens', 'param': None, 'code': 'rate_limit_exceeded'}}`, rung.KindInvalid},
		{"groq tpm over, litellm", "", 0, "", `litellm.RateLimitError: RateLimitError: GroqException - {"error":{"message":"Rate limit reached for model ` + "`llama-3.1-8b-instant`" + ` in organization ` + "`org_x`" + ` service tier ` + "`on_demand`" + ` on tokens per minute (TPM): Limit 6000, Used 0, Requested 9120. Please try again in 31.2s.","type":"tokens","code":"rate_limit_exceeded"}}`, rung.KindInvalid},
		{"near: within limit", "http", 429, "rate_limit_exceeded", `{"error":{"message":"Rate limit reached for model ` + "`llama-3.3-70b-versatile`" + ` in organization ` + "`org_1`" + ` on tokens per minute (TPM): Limit 6000, Used 3513, Requested 3166. Please try again in 6.780999999s.","type":"tokens","code":"rate_limit_exceeded"}}`, rung.KindTransient},
		{"near: openai tpm within", "openai", 429, "rate_limit_exceeded", `429 Rate limit reached for gpt-4o in organization org-u on tokens per min (TPM): Limit 30000, Used 29937, Requested 385. Please try again in 644ms.`, rung.KindTransient},
		{"near: rpd requested 1", "http", 429, "rate_limit_exceeded", `{"error":{"message":"Rate limit reached for gpt-4o-mini in organization org-1 on requests per day (RPD): Limit 10000, Used 10000, Requested 1. Please try again in 8.64s.","type":"requests","code":"rate_limit_exceeded"}}`, rung.KindTransient},
		{"near: limit without request", "http", 429, "rate_limit_exceeded", `{"error":{"message":"Rate limit reached on requests per minute (RPM): Limit 30. Please try again in 2s.","code":"rate_limit_exceeded"}}`, rung.KindTransient},
	})
}

// Class: prepaid credits or a balance said depleted, whatever code
// carries it (Gemini API's 402 RESOURCE_EXHAUSTED "Your prepayment
// credits are depleted.", ai.google.dev troubleshooting and the
// 2026 "Depleted prepay credits now return HTTP 402" notice): billing,
// premise. Near misses: Gemini's 429 RESOURCE_EXHAUSTED "Resource has
// been exhausted (e.g. check quota)." and a depleted connection pool keep
// transient.
func TestGeneralise1634CreditsDepleted(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gemini 402", "http", 402, "RESOURCE_EXHAUSTED", `{"error":{"code":402,"message":"Your prepayment credits are depleted. Please go to AI Studio at https://ai.studio/projects to manage your project and billing.","status":"RESOURCE_EXHAUSTED"}}`, rung.KindPremise},
		{"gemini old 429", "http", 429, "RESOURCE_EXHAUSTED", `{"error":{"code":429,"message":"Your prepayment credits are depleted. Please go to AI Studio to manage your project and billing.","status":"RESOURCE_EXHAUSTED"}}`, rung.KindPremise},
		{"grpc text", "grpc", 0, "RESOURCE_EXHAUSTED", `rpc error: code = ResourceExhausted desc = Your prepayment credits are depleted.`, rung.KindPremise},
		{"balance depleted bare", "", 0, "", `API error: your account balance is depleted; top up to continue`, rung.KindPremise},
		{"near: resource exhausted", "http", 429, "RESOURCE_EXHAUSTED", `{"error":{"code":429,"message":"Resource has been exhausted (e.g. check quota).","status":"RESOURCE_EXHAUSTED"}}`, rung.KindTransient},
		{"near: pool depleted", "", 0, "", `sql: connection pool is depleted, try again later`, rung.KindTransient},
	})
}

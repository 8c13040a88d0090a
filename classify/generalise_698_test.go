package classify

import "testing"

// First run at ac83d8e: 33/34 overall, 15/16 tricky.
// Tolerated: i698-gemini-per-minute-retry: transient vs premise (the RESOURCE_EXHAUSTED row of docs/taxonomy.md and generic.go quotaVerdict: "exceeded your current quota ... billing details" is premise unless a per-minute period, quotaId or zero limit decides; a stated retry delay alone does not, since Gemini sends one with spent daily quotas too, as sets 218, 437 and 553 hold): the metric generate_content_free_tier_requests with "limit: 10" is gemini-2.5-flash's per-minute cap, so the wait is a fair reading, but the text the genai Go SDK prints carries no quotaId, and the same metric name counts the per-day cap, so the text alone cannot tell a minute from a day.
//
// TestIndependentCases698 runs held-out set 698: LLM gateways and hosted-model platforms (LiteLLM, OpenRouter, Portkey, Cloudflare AI Gateway, Azure OpenAI, Bedrock, Vertex/Gemini), labelled blind.
func TestIndependentCases698(t *testing.T) {
	runIndependent(t, "testdata/independent698.jsonl", true, "i698-gemini-per-minute-retry")
}

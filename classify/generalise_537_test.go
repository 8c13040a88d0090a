package classify

import "testing"

// TestIndependentCases537 runs held-out set 537: Anthropic, OpenAI and MCP failures (API error bodies, stop reasons, JSON-RPC errors, server tool results), from the vendors' docs, labelled blind.
// First run at ee21639: 24/25 overall, 18/19 tricky.
// Tolerated: i537-oai-image-content-policy: denied vs invalid (classify/codes.go OpenAI code table: content_policy_violation "is a rejected prompt", like invalid_prompt; docs/taxonomy.md 403 row: an input a moderation check flagged is invalid, set 162): OpenAI's images guide tells the caller to change the prompt, so repair is a fair reading of the same text.
func TestIndependentCases537(t *testing.T) {
	runIndependent(t, "testdata/independent537.jsonl", true, "i537-oai-image-content-policy")
}

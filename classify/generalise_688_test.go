package classify

import "testing"

// First run at da23461: 32/33 overall, 15/15 tricky.
// Tolerated: i688-ant-model-404: premise vs invalid (docs/taxonomy.md Anthropic row: "`not_found_error` → premise, invalid when it names a model", read in httppreset.go modelNamed): a 404 for a model id is either a stale belief that the model exists (replan) or a wrong argument to repair with a listed model; Anthropic's docs say only "The requested resource was not found", so both readings hold.
//
// TestIndependentCases688 runs held-out set 688: live captures from PostgreSQL 15 (pgx v5), SQLite (modernc), nginx, Go net/http and os, MCP reference servers and openai-go/anthropic-sdk-go vs httptest, labelled blind.
func TestIndependentCases688(t *testing.T) {
	runIndependent(t, "testdata/independent688.jsonl", true, "i688-ant-model-404")
}

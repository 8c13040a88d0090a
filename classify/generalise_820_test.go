package classify

import "testing"

// TestIndependentCases820 runs held-out set 820: live captures from PostgreSQL/pgx, SQLite, nginx, Go os/net/http, MCP servers and anthropic-sdk-go, labelled blind.
// First run at 96d2628: 29/30 overall, 5/5 tricky.
// Tolerated: i820-an-404: premise vs invalid (taxonomy Anthropic row, docs/taxonomy.md: not_found_error "→ premise, invalid when it names a model"; sets 37, 112, 114, 217 label "model: <name>" invalid, codes.go modeModel): the blind label read the unavailable model as a false plan premise, the ruling reads a model name the provider lacks as the call's argument to fix; the text names no retirement, so both readings hold.
func TestIndependentCases820(t *testing.T) {
	runIndependent(t, "testdata/independent820.jsonl", true, "i820-an-404")
}

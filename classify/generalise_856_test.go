package classify

import "testing"

// TestIndependentCases856 runs held-out set 856: live captures of self-caused agent failures (PostgreSQL/pgx, SQLite, nginx, Go os/net/http, MCP go-sdk and TS clients, openai-go, anthropic-sdk-go), labelled blind.
// First run at 636aa79d: 33/33 overall, 16/16 tricky.
func TestIndependentCases856(t *testing.T) {
	runIndependent(t, "testdata/independent856.jsonl", true)
}

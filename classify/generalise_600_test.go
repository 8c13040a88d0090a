package classify

import "testing"

// TestIndependentCases600 runs held-out set 600: live MCP server (go-sdk) tools wrapping PostgreSQL, SQLite, nginx/net/http, os and os/exec, labelled blind.
func TestIndependentCases600(t *testing.T) {
	runIndependent(t, "testdata/independent600.jsonl", false)
}

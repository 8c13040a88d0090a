package classify

import "testing"

// TestIndependentCases563 runs held-out set 563: a live day of a travel-booking agent (pgx/PostgreSQL, modernc SQLite, nginx, vendor-like httptest APIs, openai-go, anthropic-sdk-go, MCP servers), labelled blind.
func TestIndependentCases563(t *testing.T) {
	runIndependent(t, "testdata/independent563.jsonl", false)
}

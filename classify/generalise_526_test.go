package classify

import "testing"

// TestIndependentCases526 runs held-out set 526: a research-and-report agent's whole day
// (pgx, modernc sqlite, nginx, net/http and os, MCP reference servers, openai-go,
// anthropic-sdk-go), captured live, labelled blind.
// First run at 15ad59a: 25/25 overall, 14/14 tricky.
func TestIndependentCases526(t *testing.T) { runIndependent(t, "testdata/independent526.jsonl", true) }

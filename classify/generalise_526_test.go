package classify

import "testing"

// TestIndependentCases526 runs held-out set 526: a research-and-report agent's whole day
// (pgx, modernc sqlite, nginx, net/http and os, MCP reference servers, openai-go,
// anthropic-sdk-go), captured live, labelled blind.
func TestIndependentCases526(t *testing.T) { runIndependent(t, "testdata/independent526.jsonl", false) }

package classify

import "testing"

// TestIndependentCases519 runs held-out set 519: an order-fulfilment agent's live day (pgx, modernc sqlite, nginx, Go os, MCP reference servers, openai-go, anthropic-sdk-go), captured live, labelled blind.
func TestIndependentCases519(t *testing.T) { runIndependent(t, "testdata/independent519.jsonl", false) }

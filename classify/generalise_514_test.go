package classify

import "testing"

// TestIndependentCases514 runs held-out set 514: dev-sample vendor mix, second-month failures (HTTP APIs, AWS, PostgreSQL, gRPC/Google Cloud, Anthropic, Go, MCP, OpenAI), from the vendors' docs, labelled blind.
func TestIndependentCases514(t *testing.T) { runIndependent(t, "testdata/independent514.jsonl", false) }

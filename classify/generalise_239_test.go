package classify

import "testing"

// TestIndependentCases239 runs held-out set 239: twelve failure situations of the MCP
// reference servers (server-filesystem, server-memory, server-everything 2026.8.31),
// each captured live through the go-sdk v1.8.0, TypeScript SDK 1.32.2 and
// mark3labs/mcp-go v1.2.1 clients (stdio and streamable HTTP), labelled blind from the
// servers' and SDK's sources and the dev sample, one label per situation.
// First run at 01fbc8e: 35/35 overall, 20/20 tricky. Nothing fixed.
// Tolerated: none.
func TestIndependentCases239(t *testing.T) { runIndependent(t, "testdata/independent239.jsonl", true) }

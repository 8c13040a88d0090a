package classify

import "testing"

// TestIndependentCases250 runs held-out set 250: live captures from the MCP reference servers
// (server-filesystem started without directory arguments and fed roots by the client, roots
// changed or removed mid-session, roots at a missing/file path, a client without roots;
// server-everything's long-running operation timed out by the client with and without
// resetTimeoutOnProgress, sampling refused by the client, capability-gated tools absent,
// argument validation; server-memory with MEMORY_FILE_PATH in a missing directory or under a
// file, and two servers sharing one memory file) through the MCP go-sdk v1.8.0 and the
// TypeScript SDK 1.32.2 clients, labelled blind from the servers' and SDKs' sources.
// First run at 0ec734e: 35/35 overall, 8/8 tricky. Nothing to fix by class.
// Tolerated: none.
func TestIndependentCases250(t *testing.T) {
	runIndependent(t, "testdata/independent250.jsonl", true)
}

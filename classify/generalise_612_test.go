package classify

import "testing"

// TestIndependentCases612 runs held-out set 612: live Linux file-tool failures (Go os/io/fs/os/exec, MCP filesystem server) under unusual conditions, labelled blind.
func TestIndependentCases612(t *testing.T) {
	runIndependent(t, "testdata/independent612.jsonl", false)
}

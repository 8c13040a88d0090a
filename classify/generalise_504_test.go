package classify

import "testing"

// TestIndependentCases504 runs held-out set 504: MCP in depth (transports, auth, tool results, sampling, elicitation), captured live and from the vendors' docs, labelled blind.
// First run at 259f384: 33/35 overall, 24/26 tricky.
// Tolerated: i504-fs-enotdir-scandir: invalid vs premise (the path ruling, revised at set 262, pathkind.go): ENOTDIR from Node's scandir, a file the call listed, reads as the call naming the wrong kind of object.
// Tolerated: i504-elicitation-cancel: denied vs ambiguous (sets 54, 69 and 329, "User declined" ruling): an elicitation action cancel is a person's dismissal, handed back as denied.
func TestIndependentCases504(t *testing.T) {
	runIndependent(t, "testdata/independent504.jsonl", true, "i504-fs-enotdir-scandir", "i504-elicitation-cancel")
}

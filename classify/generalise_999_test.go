package classify

import "testing"

// First run at 1c69b1d0: 27/29 overall, 13/15 tricky.
// Tolerated: i999-tsmcp-fs-mkdir-eexist-file: conflict vs premise (the tool result `"isError": true` row: "EEXIST / \"already exists\" conflict", against set 97's premise row for the bare text): create_directory is a recursive mkdir that "Succeeds silently if directory exists", so its EEXIST is a file in the way (premise); but the text is word for word a plain mkdir's, and reading it premise in mcpToolError (tried here, ahead of storeToolErrno) broke sets 972 and 989, which label the same text conflict, while it fixed the tolerated lines of 932, 952 and 964: the fix cannot be narrowed, as those sets found.
// Tolerated: i999-gosdk-ev-sampling-handler-error: invalid vs denied (no written ruling; set 909's clientLacksAsk reads a client that lacks a capability as premise): the text after "MCP error 0:" is the error string of the sampling handler this set's own go-sdk program installed, so it is no vendor's wording; "X is not allowed for this agent" reads as a refusal of authority, but a one-off of a test harness is no class to fix by principle.
func TestIndependentCases999(t *testing.T) {
	runIndependent(t, "testdata/independent999.jsonl", true, "i999-tsmcp-fs-mkdir-eexist-file", "i999-gosdk-ev-sampling-handler-error")
}

package classify

import "testing"

// First run at 1c69b1d0: 27/29 overall, 13/15 tricky.
// Fixed later by the lead: i999-tsmcp-fs-mkdir-eexist-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
// Tolerated: i999-gosdk-ev-sampling-handler-error: invalid vs denied (no written ruling; set 909's clientLacksAsk reads a client that lacks a capability as premise): the text after "MCP error 0:" is the error string of the sampling handler this set's own go-sdk program installed, so it is no vendor's wording; "X is not allowed for this agent" reads as a refusal of authority, but a one-off of a test harness is no class to fix by principle.
func TestIndependentCases999(t *testing.T) {
	runIndependent(t, "testdata/independent999.jsonl", true, "i999-gosdk-ev-sampling-handler-error")
}

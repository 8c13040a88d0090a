package classify

import "testing"

// TestIndependentCases333 runs held-out set 333: the dev sample's vendor mix, drawn a third time, from the vendors' docs, labelled blind.
// First run at 546c005: 33/35 overall, 23/25 tricky.
// Tolerated: i333-anthropic-400-org-disabled: premise vs denied (set 267's ruling, codes.go disabledHolder: an organization that "has been disabled" is the holder's state, premise): labelled denied blind, as an account stripped of its authority to call.
// i333-http-207-multistatus passes since the lead's 207 ruling (a 207 listing failed members is a partial success; endpointtype.go multiStatusMembersFailed).
func TestIndependentCases333(t *testing.T) {
	runIndependent(t, "testdata/independent333.jsonl", true, "i333-anthropic-400-org-disabled")
}

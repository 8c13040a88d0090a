package classify

import "testing"

// TestIndependentCases333 runs held-out set 333: the dev sample's vendor mix, drawn a third time, from the vendors' docs, labelled blind.
// First run at 546c005: 33/35 overall, 23/25 tricky.
// Tolerated: i333-anthropic-400-org-disabled: premise vs denied (set 267's ruling, codes.go disabledHolder: an organization that "has been disabled" is the holder's state, premise): labelled denied blind, as an account stripped of its authority to call.
// Tolerated: i333-http-207-multistatus: transient vs ambiguous (set 145's near miss in TestGeneralise145 pins a 207 that lists only a 423 Locked member as the lock's reading): labelled ambiguous blind, as set 336 labels RFC 4918 9.6.2's DELETE 207; RFC 4918 9.8.8 says the other members were copied, a partial success.
func TestIndependentCases333(t *testing.T) {
	runIndependent(t, "testdata/independent333.jsonl", true, "i333-anthropic-400-org-disabled", "i333-http-207-multistatus")
}

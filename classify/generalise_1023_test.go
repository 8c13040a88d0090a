package classify

import "testing"

// Fixed later by the lead: i1023-ec2-dryrun (aws.go reads DryRunOperation as ambiguous, the lead after sets 327, 443 and 1023). Was: unknown vs ambiguous (aws.go's DryRunOperation row {unk, "is a dry run that would have succeeded"}, as tolerated by sets 327 and 443): a dry run that would have succeeded is no failure at all (unknown), yet for a step that meant to create the instance the call worked and its result is not the resource (ambiguous).
// First run at b65ca9e8: 31/32 overall, 23/24 tricky.
func TestIndependentCases1023(t *testing.T) {
	runIndependent(t, "testdata/independent1023.jsonl", true)
}

package classify

import "testing"

// First run at 03d29dd4: 29/30 overall, 22/23 tricky.
// Tolerated: i1073-aws-ec2-idnotfound: premise vs transient (the AWS code table's "*.NotFound ... premise" row): EC2's eventual-consistency guide says an InvalidInstanceID.NotFound shortly after the create that returned the id is a wait, but the failure itself does not say it follows a create, and the same text for an id the plan assumed wrongly is a false premise; only the plan's history tells them apart.
func TestIndependentCases1073(t *testing.T) {
	runIndependent(t, "testdata/independent1073.jsonl", true, "i1073-aws-ec2-idnotfound")
}

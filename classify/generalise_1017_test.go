package classify

import "testing"

// First run at 5e4ddd61: 29/31 overall, 19/20 tricky.
// Tolerated: i1017-aws-ecr-tag-immutable: premise vs conflict (the set 50 ruling: ECR "cannot be overwritten because the repository is immutable" is premise, not conflict; the identical image is ImageAlreadyExistsException): the tag the step pushes is already there, which reads as conflict, but an identical push answers ImageAlreadyExists, so this text means the tag names another image and the tag must change; the ruling's reading is the more exact one.
// Tolerated: i1017-aws-rds-already-deleting: premise vs conflict (set 72's Invalid<X>State ruling: premise unless the message shows a state that settles; set 374: "is being deleted" stays busy): a DeleteDBInstance told the instance "is already being deleted" has its outcome under way (terraform-provider-aws treats this error as a successful delete and waits), so skip-and-wait reads right; the ruling reads the state code as a blocking state. A one-off in the time: not fixed by principle.
func TestIndependentCases1017(t *testing.T) {
	runIndependent(t, "testdata/independent1017.jsonl", true, "i1017-aws-ecr-tag-immutable", "i1017-aws-rds-already-deleting")
}

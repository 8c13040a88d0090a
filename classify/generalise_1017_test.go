package classify

import "testing"

// First run at 5e4ddd61: 29/31 overall, 19/20 tricky.
// Fixed later by the lead: i1017-aws-ecr-tag-immutable (endstate.go: ECR's immutable tag already there is conflict, as sets 573, 745, 933 and 1017 read it blind against 50).
// Passes since the lead's deleteUnderway (endstate.go: a delete refused because its object is already being deleted is conflict): i1017-aws-rds-already-deleting.
func TestIndependentCases1017(t *testing.T) {
	runIndependent(t, "testdata/independent1017.jsonl", true)
}

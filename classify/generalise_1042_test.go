package classify

import "testing"

// First run at 212fabc5: 31/32 overall, 18/19 tricky.
// Fixed later by the lead: i1042-aws-ecs-notidempotent (aws.go: ECS's 'Creation of service was not idempotent' is a service of that name already active, conflict, as four blind sets read it).
func TestIndependentCases1042(t *testing.T) {
	runIndependent(t, "testdata/independent1042.jsonl", true)
}

package classify

import "testing"

// First run at aac59893: 31/33 overall, 15/16 tricky.
// Fixed later by the lead: i933-aws-ecr-immutable-tag (endstate.go: ECR's immutable tag already there is conflict, as sets 573, 745, 933 and 1017 read it blind against 50).
// Fixed later by the lead: i933-aws-ecs-createservice-not-idempotent (aws.go: ECS's 'Creation of service was not idempotent' is a service of that name already active, conflict, as four blind sets read it).
func TestIndependentCases933(t *testing.T) {
	runIndependent(t, "testdata/independent933.jsonl", true)
}

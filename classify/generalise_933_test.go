package classify

import "testing"

// First run at aac59893: 31/33 overall, 15/16 tricky.
// Tolerated: i933-aws-ecr-immutable-tag: premise vs conflict (docs/taxonomy.md set 50: "already exists" said of an object that differs from the one asked for, ECR "cannot be overwritten because the repository is immutable", is premise, not conflict): the world does hold the tag, so skipping and carrying the existing image forward is one reading; the tag naming another image, so the plan's tag must change, is the other.
// Fixed later by the lead: i933-aws-ecs-createservice-not-idempotent (aws.go: ECS's 'Creation of service was not idempotent' is a service of that name already active, conflict, as four blind sets read it).
func TestIndependentCases933(t *testing.T) {
	runIndependent(t, "testdata/independent933.jsonl", true, "i933-aws-ecr-immutable-tag")
}

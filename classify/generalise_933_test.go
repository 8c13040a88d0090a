package classify

import "testing"

// First run at aac59893: 31/33 overall, 15/16 tricky.
// Tolerated: i933-aws-ecr-immutable-tag: premise vs conflict (docs/taxonomy.md set 50: "already exists" said of an object that differs from the one asked for, ECR "cannot be overwritten because the repository is immutable", is premise, not conflict): the world does hold the tag, so skipping and carrying the existing image forward is one reading; the tag naming another image, so the plan's tag must change, is the other.
// Tolerated: i933-aws-ecs-createservice-not-idempotent: invalid vs conflict (the same set 50 ruling: a same-name object configured otherwise is premise; and aws.go's IdempotentParameterMismatch, a token reused with other parameters, is invalid): ECS says this when a service of that name exists with different parameters, so "carry the existing service forward" (conflict), "the name is held by something else" (premise) and "change the arguments" (invalid) all hold; a one-off with no class fixed here.
func TestIndependentCases933(t *testing.T) {
	runIndependent(t, "testdata/independent933.jsonl", true,
		"i933-aws-ecr-immutable-tag",
		"i933-aws-ecs-createservice-not-idempotent")
}

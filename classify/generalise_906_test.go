package classify

import "testing"

// Tolerated: i906-sqs-purgeinprogress: transient vs conflict (the written ruling: aws.go awsCodes "PurgeQueueInProgress" transient, "is an operation in progress", and docs/taxonomy.md's set 485 reading of "Only one PurgeQueue operation on q is allowed every 60 seconds" as a stated wait): the first purge is already deleting the queue's messages, so the step's goal holds (skip, conflict), yet the refusal is a cooldown that lifts by itself after 60 s, so a retry also succeeds (transient).
// First run at 401e024b: 31/32 overall, 26/27 tricky.
func TestIndependentCases906(t *testing.T) {
	runIndependent(t, "testdata/independent906.jsonl", true, "i906-sqs-purgeinprogress")
}

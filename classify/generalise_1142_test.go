package classify

import "testing"

// First run at 5e53216d: 29/31 overall, 20/22 tricky.
// Tolerated: i1142-aws-ec2-notfound-eventual: premise vs transient (docs/taxonomy.md AWS table: "*.NotFound ... | premise"): EC2's eventual-consistency page says to retry an InvalidInstanceID.NotFound on CreateTags right after RunInstances, but the text alone cannot show the create just happened, and a missing instance is otherwise a false premise; both readings hold (as sets 877, 967 and 1002).
// Tolerated: i1142-azure-scope-locked: denied vs premise (docs/taxonomy.md set 382 row, the lead: ScopeLocked is denied): a management lock is a guard an owner set, so the agent lacks the authority to delete (denied); I read it as the resource's own setting blocking the delete, like deletion protection (premise), since Azure says "Please remove the lock and try again"; both readings hold.
func TestIndependentCases1142(t *testing.T) {
	runIndependent(t, "testdata/independent1142.jsonl", true, "i1142-aws-ec2-notfound-eventual", "i1142-azure-scope-locked")
}

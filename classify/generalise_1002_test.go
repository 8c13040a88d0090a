package classify

import "testing"

// Tolerated: i1002-ec2-notfound-after-create: premise vs transient (docs/taxonomy.md AWS table: "*.NotFound ... | premise"): EC2's eventual-consistency page says to retry an InvalidInstanceID.NotFound right after RunInstances, but the text alone cannot show the create just happened, and a missing instance is otherwise a false premise; both readings hold (as sets 877 and 967).
//
// First run at 9f53e663: 30/31 overall, 23/24 tricky.
func TestIndependentCases1002(t *testing.T) {
	runIndependent(t, "testdata/independent1002.jsonl", true, "i1002-ec2-notfound-after-create")
}

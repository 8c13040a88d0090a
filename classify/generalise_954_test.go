package classify

import "testing"

// First run at c935e784: 29/32 overall, 17/20 tricky.
// Fixed later by the lead: i954-pg-55006-db-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i954-openai-batch-cancel-completed: conflict vs premise (docs/taxonomy.md: "a cancel or stop of work that has already ended ... conflict (the step's goal, the work not running, is so: skip it)"): the cancel's goal (the batch not running) already holds, so skip; but a plan that cancelled to stop the batch's output may rest on it not having completed, which is why the set read premise.
// Tolerated: i954-go-ebusy: premise vs transient (docs/taxonomy.md: "EBUSY removing a path (remove, rmdir, unlinkat) premise (a mount point)", sets 56 and 70): rmdir(2) EBUSY is a mount point that stays busy until unmounted, so premise holds for /mnt/scratch; the set read "in use by some process" as a wait.
func TestIndependentCases954(t *testing.T) {
	runIndependent(t, "testdata/independent954.jsonl", true, "i954-openai-batch-cancel-completed", "i954-go-ebusy")
}

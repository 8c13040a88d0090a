package classify

import "testing"

// First run at a96b2966: 29/30 overall, 14/14 tricky.
// Tolerated: i1076-postgres-exclusion-dock: premise vs conflict (the exclusion ruling, docs/taxonomy.md 23P01: "the step's row was not made, so there is no result of its own to skip to, and no argument fixes what the plan believed, that the range was free"): both readings hold: the dock slot is already held by another row (conflict's "the world already holds" reading, and an agent booking a slot may simply take the holder as the answer), yet that row is not this step's own result, so replanning around a taken slot is the ruling's fair reading.
func TestIndependentCases1076(t *testing.T) {
	runIndependent(t, "testdata/independent1076.jsonl", true, "i1076-postgres-exclusion-dock")
}

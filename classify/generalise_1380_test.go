package classify

import "testing"

// First run at 719881c8: 33/36 overall, 16/19 tricky.
func TestIndependentCases1380(t *testing.T) {
	runIndependent(t, "testdata/independent1380.jsonl", false)
}

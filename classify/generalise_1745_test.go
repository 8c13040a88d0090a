package classify

import "testing"

func TestIndependentCases1745(t *testing.T) {
	runIndependent(t, "testdata/independent1745.jsonl", false)
}

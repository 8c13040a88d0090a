package classify

import "testing"

func TestIndependentCases1497(t *testing.T) {
	runIndependent(t, "testdata/independent1497.jsonl", false)
}

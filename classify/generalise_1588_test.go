package classify

import "testing"

func TestIndependentCases1588(t *testing.T) {
	runIndependent(t, "testdata/independent1588.jsonl", false)
}

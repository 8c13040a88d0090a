package classify

import "testing"

func TestIndependentCases928(t *testing.T) {
	runIndependent(t, "testdata/independent928.jsonl", false)
}

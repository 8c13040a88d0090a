package classify

import "testing"

func TestIndependentCases987(t *testing.T) {
	runIndependent(t, "testdata/independent987.jsonl", false)
}

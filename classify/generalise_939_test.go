package classify

import "testing"

func TestIndependentCases939(t *testing.T) {
	runIndependent(t, "testdata/independent939.jsonl", false)
}

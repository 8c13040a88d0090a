package classify

import "testing"

func TestIndependentCases884(t *testing.T) {
	runIndependent(t, "testdata/independent884.jsonl", false)
}

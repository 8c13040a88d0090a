package classify

import "testing"

func TestIndependentCases958(t *testing.T) {
	runIndependent(t, "testdata/independent958.jsonl", false)
}

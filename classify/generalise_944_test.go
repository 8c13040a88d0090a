package classify

import "testing"

func TestIndependentCases944(t *testing.T) {
	runIndependent(t, "testdata/independent944.jsonl", false)
}

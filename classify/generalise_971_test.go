package classify

import "testing"

func TestIndependentCases971(t *testing.T) {
	runIndependent(t, "testdata/independent971.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases899(t *testing.T) {
	runIndependent(t, "testdata/independent899.jsonl", false)
}

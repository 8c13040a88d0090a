package classify

import "testing"

func TestIndependentCases894(t *testing.T) {
	runIndependent(t, "testdata/independent894.jsonl", false)
}

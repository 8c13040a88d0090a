package classify

import "testing"

func TestIndependentCases896(t *testing.T) {
	runIndependent(t, "testdata/independent896.jsonl", false)
}

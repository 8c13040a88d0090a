package classify

import "testing"

func TestIndependentCases982(t *testing.T) {
	runIndependent(t, "testdata/independent982.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1586(t *testing.T) {
	runIndependent(t, "testdata/independent1586.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1512(t *testing.T) {
	runIndependent(t, "testdata/independent1512.jsonl", false)
}

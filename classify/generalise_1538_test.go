package classify

import "testing"

func TestIndependentCases1538(t *testing.T) {
	runIndependent(t, "testdata/independent1538.jsonl", false)
}

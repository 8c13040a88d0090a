package classify

import "testing"

func TestIndependentCases1468(t *testing.T) {
	runIndependent(t, "testdata/independent1468.jsonl", false)
}

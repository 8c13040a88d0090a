package classify

import "testing"

func TestIndependentCases1323(t *testing.T) {
	runIndependent(t, "testdata/independent1323.jsonl", false)
}

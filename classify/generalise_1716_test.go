package classify

import "testing"

func TestIndependentCases1716(t *testing.T) {
	runIndependent(t, "testdata/independent1716.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1448(t *testing.T) {
	runIndependent(t, "testdata/independent1448.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1450(t *testing.T) {
	runIndependent(t, "testdata/independent1450.jsonl", false)
}

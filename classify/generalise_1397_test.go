package classify

import "testing"

func TestIndependentCases1397(t *testing.T) {
	runIndependent(t, "testdata/independent1397.jsonl", false)
}

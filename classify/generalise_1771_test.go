package classify

import "testing"

func TestIndependentCases1771(t *testing.T) {
	runIndependent(t, "testdata/independent1771.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1589(t *testing.T) {
	runIndependent(t, "testdata/independent1589.jsonl", false)
}

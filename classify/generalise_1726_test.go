package classify

import "testing"

func TestIndependentCases1726(t *testing.T) {
	runIndependent(t, "testdata/independent1726.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1148(t *testing.T) {
	runIndependent(t, "testdata/independent1148.jsonl", false)
}

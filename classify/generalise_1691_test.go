package classify

import "testing"

func TestIndependentCases1691(t *testing.T) {
	runIndependent(t, "testdata/independent1691.jsonl", false)
}

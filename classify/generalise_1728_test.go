package classify

import "testing"

func TestIndependentCases1728(t *testing.T) {
	runIndependent(t, "testdata/independent1728.jsonl", false)
}

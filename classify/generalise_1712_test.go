package classify

import "testing"

func TestIndependentCases1712(t *testing.T) {
	runIndependent(t, "testdata/independent1712.jsonl", false)
}

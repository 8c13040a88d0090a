package classify

import "testing"

func TestIndependentCases1303(t *testing.T) {
	runIndependent(t, "testdata/independent1303.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1336(t *testing.T) {
	runIndependent(t, "testdata/independent1336.jsonl", false)
}

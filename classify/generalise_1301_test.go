package classify

import "testing"

func TestIndependentCases1301(t *testing.T) {
	runIndependent(t, "testdata/independent1301.jsonl", false)
}

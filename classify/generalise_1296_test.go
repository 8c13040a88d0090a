package classify

import "testing"

func TestIndependentCases1296(t *testing.T) {
	runIndependent(t, "testdata/independent1296.jsonl", false)
}

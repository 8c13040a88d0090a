package classify

import "testing"

func TestIndependentCases1718(t *testing.T) {
	runIndependent(t, "testdata/independent1718.jsonl", false)
}

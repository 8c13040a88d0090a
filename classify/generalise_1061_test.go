package classify

import "testing"

func TestIndependentCases1061(t *testing.T) {
	runIndependent(t, "testdata/independent1061.jsonl", false)
}

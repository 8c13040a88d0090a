package classify

import "testing"

func TestIndependentCases1793(t *testing.T) {
	runIndependent(t, "testdata/independent1793.jsonl", false)
}

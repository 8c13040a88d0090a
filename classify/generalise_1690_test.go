package classify

import "testing"

func TestIndependentCases1690(t *testing.T) {
	runIndependent(t, "testdata/independent1690.jsonl", false)
}

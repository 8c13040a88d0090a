package classify

import "testing"

func TestIndependentCases1560(t *testing.T) {
	runIndependent(t, "testdata/independent1560.jsonl", false)
}

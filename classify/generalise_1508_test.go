package classify

import "testing"

func TestIndependentCases1508(t *testing.T) {
	runIndependent(t, "testdata/independent1508.jsonl", false)
}

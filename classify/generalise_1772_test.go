package classify

import "testing"

func TestIndependentCases1772(t *testing.T) {
	runIndependent(t, "testdata/independent1772.jsonl", false)
}

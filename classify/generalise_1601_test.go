package classify

import "testing"

func TestIndependentCases1601(t *testing.T) {
	runIndependent(t, "testdata/independent1601.jsonl", false)
}

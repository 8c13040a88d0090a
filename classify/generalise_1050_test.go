package classify

import "testing"

func TestIndependentCases1050(t *testing.T) {
	runIndependent(t, "testdata/independent1050.jsonl", false)
}

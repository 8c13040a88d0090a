package classify

import "testing"

func TestIndependentCases1234(t *testing.T) {
	runIndependent(t, "testdata/independent1234.jsonl", false)
}

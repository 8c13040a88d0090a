package classify

import "testing"

func TestIndependentCases1076(t *testing.T) {
	runIndependent(t, "testdata/independent1076.jsonl", false)
}

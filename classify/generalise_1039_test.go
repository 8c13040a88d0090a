package classify

import "testing"

func TestIndependentCases1039(t *testing.T) {
	runIndependent(t, "testdata/independent1039.jsonl", false)
}

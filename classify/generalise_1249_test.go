package classify

import "testing"

func TestIndependentCases1249(t *testing.T) {
	runIndependent(t, "testdata/independent1249.jsonl", false)
}

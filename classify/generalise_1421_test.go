package classify

import "testing"

func TestIndependentCases1421(t *testing.T) {
	runIndependent(t, "testdata/independent1421.jsonl", false)
}

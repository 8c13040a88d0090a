package classify

import "testing"

func TestIndependentCases1372(t *testing.T) {
	runIndependent(t, "testdata/independent1372.jsonl", false)
}

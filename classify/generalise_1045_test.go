package classify

import "testing"

func TestIndependentCases1045(t *testing.T) {
	runIndependent(t, "testdata/independent1045.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1477(t *testing.T) {
	runIndependent(t, "testdata/independent1477.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1140(t *testing.T) {
	runIndependent(t, "testdata/independent1140.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1237(t *testing.T) {
	runIndependent(t, "testdata/independent1237.jsonl", false)
}

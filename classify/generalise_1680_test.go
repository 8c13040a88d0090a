package classify

import "testing"

func TestIndependentCases1680(t *testing.T) {
	runIndependent(t, "testdata/independent1680.jsonl", false)
}

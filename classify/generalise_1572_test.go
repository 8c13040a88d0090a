package classify

import "testing"

func TestIndependentCases1572(t *testing.T) {
	runIndependent(t, "testdata/independent1572.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1659(t *testing.T) {
	runIndependent(t, "testdata/independent1659.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1319(t *testing.T) {
	runIndependent(t, "testdata/independent1319.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1616(t *testing.T) {
	runIndependent(t, "testdata/independent1616.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1117(t *testing.T) {
	runIndependent(t, "testdata/independent1117.jsonl", false)
}

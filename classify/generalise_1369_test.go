package classify

import "testing"

func TestIndependentCases1369(t *testing.T) {
	runIndependent(t, "testdata/independent1369.jsonl", false)
}

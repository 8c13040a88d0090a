package classify

import "testing"

func TestIndependentCases1409(t *testing.T) {
	runIndependent(t, "testdata/independent1409.jsonl", false)
}

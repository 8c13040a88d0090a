package classify

import "testing"

func TestIndependentCases1539(t *testing.T) {
	runIndependent(t, "testdata/independent1539.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1566(t *testing.T) {
	runIndependent(t, "testdata/independent1566.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1302(t *testing.T) {
	runIndependent(t, "testdata/independent1302.jsonl", false)
}

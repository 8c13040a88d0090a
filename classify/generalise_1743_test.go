package classify

import "testing"

func TestIndependentCases1743(t *testing.T) {
	runIndependent(t, "testdata/independent1743.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1719(t *testing.T) {
	runIndependent(t, "testdata/independent1719.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1641(t *testing.T) {
	runIndependent(t, "testdata/independent1641.jsonl", false)
}

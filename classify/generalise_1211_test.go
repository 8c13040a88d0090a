package classify

import "testing"

func TestIndependentCases1211(t *testing.T) {
	runIndependent(t, "testdata/independent1211.jsonl", false)
}

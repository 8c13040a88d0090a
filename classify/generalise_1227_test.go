package classify

import "testing"

func TestIndependentCases1227(t *testing.T) {
	runIndependent(t, "testdata/independent1227.jsonl", false)
}

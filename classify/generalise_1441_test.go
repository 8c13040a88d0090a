package classify

import "testing"

func TestIndependentCases1441(t *testing.T) {
	runIndependent(t, "testdata/independent1441.jsonl", false)
}

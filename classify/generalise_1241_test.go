package classify

import "testing"

func TestIndependentCases1241(t *testing.T) {
	runIndependent(t, "testdata/independent1241.jsonl", false)
}

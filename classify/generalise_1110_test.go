package classify

import "testing"

func TestIndependentCases1110(t *testing.T) {
	runIndependent(t, "testdata/independent1110.jsonl", false)
}

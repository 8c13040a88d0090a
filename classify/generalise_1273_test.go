package classify

import "testing"

func TestIndependentCases1273(t *testing.T) {
	runIndependent(t, "testdata/independent1273.jsonl", false)
}

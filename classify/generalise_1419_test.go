package classify

import "testing"

func TestIndependentCases1419(t *testing.T) {
	runIndependent(t, "testdata/independent1419.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1141(t *testing.T) {
	runIndependent(t, "testdata/independent1141.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1629(t *testing.T) {
	runIndependent(t, "testdata/independent1629.jsonl", false)
}

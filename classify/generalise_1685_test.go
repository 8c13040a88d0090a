package classify

import "testing"

func TestIndependentCases1685(t *testing.T) {
	runIndependent(t, "testdata/independent1685.jsonl", false)
}

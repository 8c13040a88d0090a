package classify

import "testing"

func TestIndependentCases1651(t *testing.T) {
	runIndependent(t, "testdata/independent1651.jsonl", false)
}

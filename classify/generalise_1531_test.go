package classify

import "testing"

func TestIndependentCases1531(t *testing.T) {
	runIndependent(t, "testdata/independent1531.jsonl", false)
}

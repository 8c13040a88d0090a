package classify

import "testing"

func TestIndependentCases1055(t *testing.T) {
	runIndependent(t, "testdata/independent1055.jsonl", false)
}

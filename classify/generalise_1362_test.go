package classify

import "testing"

func TestIndependentCases1362(t *testing.T) {
	runIndependent(t, "testdata/independent1362.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1185(t *testing.T) {
	runIndependent(t, "testdata/independent1185.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1191(t *testing.T) {
	runIndependent(t, "testdata/independent1191.jsonl", false)
}

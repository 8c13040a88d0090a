package classify

import "testing"

func TestIndependentCases1172(t *testing.T) {
	runIndependent(t, "testdata/independent1172.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1035(t *testing.T) {
	runIndependent(t, "testdata/independent1035.jsonl", false)
}

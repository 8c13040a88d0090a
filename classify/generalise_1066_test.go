package classify

import "testing"

func TestIndependentCases1066(t *testing.T) {
	runIndependent(t, "testdata/independent1066.jsonl", false)
}

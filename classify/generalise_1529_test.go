package classify

import "testing"

func TestIndependentCases1529(t *testing.T) {
	runIndependent(t, "testdata/independent1529.jsonl", false)
}

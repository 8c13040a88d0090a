package classify

import "testing"

func TestIndependentCases1144(t *testing.T) {
	runIndependent(t, "testdata/independent1144.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1330(t *testing.T) {
	runIndependent(t, "testdata/independent1330.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1128(t *testing.T) {
	runIndependent(t, "testdata/independent1128.jsonl", false)
}

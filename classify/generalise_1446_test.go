package classify

import "testing"

func TestIndependentCases1446(t *testing.T) {
	runIndependent(t, "testdata/independent1446.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1305(t *testing.T) {
	runIndependent(t, "testdata/independent1305.jsonl", false)
}

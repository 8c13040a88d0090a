package classify

import "testing"

func TestIndependentCases926(t *testing.T) {
	runIndependent(t, "testdata/independent926.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases977(t *testing.T) {
	runIndependent(t, "testdata/independent977.jsonl", false)
}

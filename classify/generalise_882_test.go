package classify

import "testing"

func TestIndependentCases882(t *testing.T) {
	runIndependent(t, "testdata/independent882.jsonl", false)
}

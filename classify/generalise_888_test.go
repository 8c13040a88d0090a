package classify

import "testing"

func TestIndependentCases888(t *testing.T) {
	runIndependent(t, "testdata/independent888.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases930(t *testing.T) {
	runIndependent(t, "testdata/independent930.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases984(t *testing.T) {
	runIndependent(t, "testdata/independent984.jsonl", false)
}

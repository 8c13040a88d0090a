package classify

import "testing"

func TestIndependentCases994(t *testing.T) {
	runIndependent(t, "testdata/independent994.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases873(t *testing.T) {
	runIndependent(t, "testdata/independent873.jsonl", false)
}

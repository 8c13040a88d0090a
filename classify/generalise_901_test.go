package classify

import "testing"

func TestIndependentCases901(t *testing.T) {
	runIndependent(t, "testdata/independent901.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases912(t *testing.T) {
	runIndependent(t, "testdata/independent912.jsonl", false)
}

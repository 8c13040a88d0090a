package classify

import "testing"

func TestIndependentCases964(t *testing.T) {
	runIndependent(t, "testdata/independent964.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases972(t *testing.T) {
	runIndependent(t, "testdata/independent972.jsonl", false)
}

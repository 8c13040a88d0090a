package classify

import "testing"

func TestIndependentCases881(t *testing.T) {
	runIndependent(t, "testdata/independent881.jsonl", false)
}

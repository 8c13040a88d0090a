package classify

import "testing"

func TestIndependentCases883(t *testing.T) {
	runIndependent(t, "testdata/independent883.jsonl", false)
}

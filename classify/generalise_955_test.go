package classify

import "testing"

func TestIndependentCases955(t *testing.T) {
	runIndependent(t, "testdata/independent955.jsonl", false)
}

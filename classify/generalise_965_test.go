package classify

import "testing"

func TestIndependentCases965(t *testing.T) {
	runIndependent(t, "testdata/independent965.jsonl", false)
}

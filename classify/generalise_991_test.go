package classify

import "testing"

func TestIndependentCases991(t *testing.T) {
	runIndependent(t, "testdata/independent991.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases973(t *testing.T) {
	runIndependent(t, "testdata/independent973.jsonl", false)
}

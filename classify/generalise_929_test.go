package classify

import "testing"

func TestIndependentCases929(t *testing.T) {
	runIndependent(t, "testdata/independent929.jsonl", false)
}

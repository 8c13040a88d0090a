package classify

import "testing"

func TestIndependentCases946(t *testing.T) {
	runIndependent(t, "testdata/independent946.jsonl", false)
}

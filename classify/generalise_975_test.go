package classify

import "testing"

func TestIndependentCases975(t *testing.T) {
	runIndependent(t, "testdata/independent975.jsonl", false)
}

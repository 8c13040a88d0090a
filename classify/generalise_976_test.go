package classify

import "testing"

func TestIndependentCases976(t *testing.T) {
	runIndependent(t, "testdata/independent976.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases904(t *testing.T) {
	runIndependent(t, "testdata/independent904.jsonl", false)
}

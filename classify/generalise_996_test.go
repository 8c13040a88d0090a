package classify

import "testing"

func TestIndependentCases996(t *testing.T) {
	runIndependent(t, "testdata/independent996.jsonl", false)
}

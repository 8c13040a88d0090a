package classify

import "testing"

func TestIndependentCases878(t *testing.T) {
	runIndependent(t, "testdata/independent878.jsonl", false)
}

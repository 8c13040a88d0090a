package classify

import "testing"

func TestIndependentCases874(t *testing.T) {
	runIndependent(t, "testdata/independent874.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases918(t *testing.T) {
	runIndependent(t, "testdata/independent918.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases985(t *testing.T) {
	runIndependent(t, "testdata/independent985.jsonl", false)
}

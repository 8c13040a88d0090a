package classify

import "testing"

func TestIndependentCases932(t *testing.T) {
	runIndependent(t, "testdata/independent932.jsonl", false)
}

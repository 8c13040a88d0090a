package classify

import "testing"

func TestIndependentCases970(t *testing.T) {
	runIndependent(t, "testdata/independent970.jsonl", false)
}

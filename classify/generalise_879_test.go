package classify

import "testing"

func TestIndependentCases879(t *testing.T) {
	runIndependent(t, "testdata/independent879.jsonl", false)
}

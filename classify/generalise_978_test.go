package classify

import "testing"

func TestIndependentCases978(t *testing.T) {
	runIndependent(t, "testdata/independent978.jsonl", false)
}

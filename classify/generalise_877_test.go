package classify

import "testing"

func TestIndependentCases877(t *testing.T) {
	runIndependent(t, "testdata/independent877.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases922(t *testing.T) {
	runIndependent(t, "testdata/independent922.jsonl", false)
}

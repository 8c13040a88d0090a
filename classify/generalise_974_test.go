package classify

import "testing"

func TestIndependentCases974(t *testing.T) {
	runIndependent(t, "testdata/independent974.jsonl", false)
}

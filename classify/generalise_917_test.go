package classify

import "testing"

func TestIndependentCases917(t *testing.T) {
	runIndependent(t, "testdata/independent917.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases913(t *testing.T) {
	runIndependent(t, "testdata/independent913.jsonl", false)
}

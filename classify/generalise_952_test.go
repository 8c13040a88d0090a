package classify

import "testing"

func TestIndependentCases952(t *testing.T) {
	runIndependent(t, "testdata/independent952.jsonl", false)
}

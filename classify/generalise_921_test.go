package classify

import "testing"

func TestIndependentCases921(t *testing.T) {
	runIndependent(t, "testdata/independent921.jsonl", false)
}

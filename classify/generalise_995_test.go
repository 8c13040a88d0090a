package classify

import "testing"

func TestIndependentCases995(t *testing.T) {
	runIndependent(t, "testdata/independent995.jsonl", false)
}

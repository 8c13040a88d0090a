package classify

import "testing"

func TestIndependentCases945(t *testing.T) {
	runIndependent(t, "testdata/independent945.jsonl", false)
}

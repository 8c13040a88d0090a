package classify

import "testing"

func TestIndependentCases1758(t *testing.T) {
	runIndependent(t, "testdata/independent1758.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1535(t *testing.T) {
	runIndependent(t, "testdata/independent1535.jsonl", false)
}

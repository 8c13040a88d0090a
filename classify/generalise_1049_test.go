package classify

import "testing"

func TestIndependentCases1049(t *testing.T) {
	runIndependent(t, "testdata/independent1049.jsonl", false)
}

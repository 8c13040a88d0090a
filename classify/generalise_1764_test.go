package classify

import "testing"

func TestIndependentCases1764(t *testing.T) {
	runIndependent(t, "testdata/independent1764.jsonl", false)
}

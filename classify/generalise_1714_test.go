package classify

import "testing"

func TestIndependentCases1714(t *testing.T) {
	runIndependent(t, "testdata/independent1714.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1380(t *testing.T) {
	runIndependent(t, "testdata/independent1380.jsonl", false)
}

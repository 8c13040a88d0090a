package classify

import "testing"

func TestIndependentCases1316(t *testing.T) {
	runIndependent(t, "testdata/independent1316.jsonl", false)
}

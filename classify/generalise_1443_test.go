package classify

import "testing"

func TestIndependentCases1443(t *testing.T) {
	runIndependent(t, "testdata/independent1443.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1182(t *testing.T) {
	runIndependent(t, "testdata/independent1182.jsonl", false)
}

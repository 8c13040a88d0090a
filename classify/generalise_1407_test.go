package classify

import "testing"

func TestIndependentCases1407(t *testing.T) {
	runIndependent(t, "testdata/independent1407.jsonl", false)
}

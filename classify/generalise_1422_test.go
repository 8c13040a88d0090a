package classify

import "testing"

func TestIndependentCases1422(t *testing.T) {
	runIndependent(t, "testdata/independent1422.jsonl", false)
}

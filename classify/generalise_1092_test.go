package classify

import "testing"

func TestIndependentCases1092(t *testing.T) {
	runIndependent(t, "testdata/independent1092.jsonl", false)
}

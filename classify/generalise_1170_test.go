package classify

import "testing"

func TestIndependentCases1170(t *testing.T) {
	runIndependent(t, "testdata/independent1170.jsonl", false)
}

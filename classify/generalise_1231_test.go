package classify

import "testing"

func TestIndependentCases1231(t *testing.T) {
	runIndependent(t, "testdata/independent1231.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1129(t *testing.T) {
	runIndependent(t, "testdata/independent1129.jsonl", false)
}

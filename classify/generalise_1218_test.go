package classify

import "testing"

func TestIndependentCases1218(t *testing.T) {
	runIndependent(t, "testdata/independent1218.jsonl", false)
}

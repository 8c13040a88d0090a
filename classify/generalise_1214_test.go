package classify

import "testing"

func TestIndependentCases1214(t *testing.T) {
	runIndependent(t, "testdata/independent1214.jsonl", false)
}

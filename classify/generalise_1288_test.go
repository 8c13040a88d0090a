package classify

import "testing"

func TestIndependentCases1288(t *testing.T) {
	runIndependent(t, "testdata/independent1288.jsonl", false)
}

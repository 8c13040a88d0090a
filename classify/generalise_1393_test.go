package classify

import "testing"

func TestIndependentCases1393(t *testing.T) {
	runIndependent(t, "testdata/independent1393.jsonl", false)
}

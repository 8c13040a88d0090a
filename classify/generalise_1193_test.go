package classify

import "testing"

func TestIndependentCases1193(t *testing.T) {
	runIndependent(t, "testdata/independent1193.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1259(t *testing.T) {
	runIndependent(t, "testdata/independent1259.jsonl", false)
}

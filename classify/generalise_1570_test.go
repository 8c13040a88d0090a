package classify

import "testing"

func TestIndependentCases1570(t *testing.T) {
	runIndependent(t, "testdata/independent1570.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1417(t *testing.T) {
	runIndependent(t, "testdata/independent1417.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1722(t *testing.T) {
	runIndependent(t, "testdata/independent1722.jsonl", false)
}

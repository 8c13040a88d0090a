package classify

import "testing"

func TestIndependentCases1723(t *testing.T) {
	runIndependent(t, "testdata/independent1723.jsonl", false)
}

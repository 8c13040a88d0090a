package classify

import "testing"

func TestIndependentCases1632(t *testing.T) {
	runIndependent(t, "testdata/independent1632.jsonl", false)
}

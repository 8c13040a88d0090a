package classify

import "testing"

func TestIndependentCases1388(t *testing.T) {
	runIndependent(t, "testdata/independent1388.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1286(t *testing.T) {
	runIndependent(t, "testdata/independent1286.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1063(t *testing.T) {
	runIndependent(t, "testdata/independent1063.jsonl", false)
}

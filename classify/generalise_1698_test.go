package classify

import "testing"

func TestIndependentCases1698(t *testing.T) {
	runIndependent(t, "testdata/independent1698.jsonl", false)
}

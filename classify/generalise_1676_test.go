package classify

import "testing"

func TestIndependentCases1676(t *testing.T) {
	runIndependent(t, "testdata/independent1676.jsonl", false)
}

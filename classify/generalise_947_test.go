package classify

import "testing"

func TestIndependentCases947(t *testing.T) {
	runIndependent(t, "testdata/independent947.jsonl", false)
}

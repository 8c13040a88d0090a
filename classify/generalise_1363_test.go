package classify

import "testing"

func TestIndependentCases1363(t *testing.T) {
	runIndependent(t, "testdata/independent1363.jsonl", false)
}

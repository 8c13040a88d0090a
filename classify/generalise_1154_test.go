package classify

import "testing"

func TestIndependentCases1154(t *testing.T) {
	runIndependent(t, "testdata/independent1154.jsonl", false)
}

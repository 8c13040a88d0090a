package classify

import "testing"

func TestIndependentCases1190(t *testing.T) {
	runIndependent(t, "testdata/independent1190.jsonl", false)
}

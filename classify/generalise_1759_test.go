package classify

import "testing"

func TestIndependentCases1759(t *testing.T) {
	runIndependent(t, "testdata/independent1759.jsonl", false)
}

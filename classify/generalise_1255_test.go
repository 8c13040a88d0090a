package classify

import "testing"

func TestIndependentCases1255(t *testing.T) {
	runIndependent(t, "testdata/independent1255.jsonl", false)
}

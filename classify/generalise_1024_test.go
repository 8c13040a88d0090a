package classify

import "testing"

func TestIndependentCases1024(t *testing.T) {
	runIndependent(t, "testdata/independent1024.jsonl", false)
}

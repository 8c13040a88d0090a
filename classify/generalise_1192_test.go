package classify

import "testing"

func TestIndependentCases1192(t *testing.T) {
	runIndependent(t, "testdata/independent1192.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1161(t *testing.T) {
	runIndependent(t, "testdata/independent1161.jsonl", false)
}

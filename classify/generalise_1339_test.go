package classify

import "testing"

func TestIndependentCases1339(t *testing.T) {
	runIndependent(t, "testdata/independent1339.jsonl", false)
}

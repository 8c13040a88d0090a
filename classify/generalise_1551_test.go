package classify

import "testing"

func TestIndependentCases1551(t *testing.T) {
	runIndependent(t, "testdata/independent1551.jsonl", false)
}

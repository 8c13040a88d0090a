package classify

import "testing"

func TestIndependentCases1053(t *testing.T) {
	runIndependent(t, "testdata/independent1053.jsonl", false)
}

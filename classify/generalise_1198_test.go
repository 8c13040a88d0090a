package classify

import "testing"

func TestIndependentCases1198(t *testing.T) {
	runIndependent(t, "testdata/independent1198.jsonl", false)
}

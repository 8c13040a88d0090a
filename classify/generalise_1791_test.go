package classify

import "testing"

func TestIndependentCases1791(t *testing.T) {
	runIndependent(t, "testdata/independent1791.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1357(t *testing.T) {
	runIndependent(t, "testdata/independent1357.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1337(t *testing.T) {
	runIndependent(t, "testdata/independent1337.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1080(t *testing.T) {
	runIndependent(t, "testdata/independent1080.jsonl", false)
}

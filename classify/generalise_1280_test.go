package classify

import "testing"

func TestIndependentCases1280(t *testing.T) {
	runIndependent(t, "testdata/independent1280.jsonl", false)
}

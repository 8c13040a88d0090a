package classify

import "testing"

func TestIndependentCases1803(t *testing.T) {
	runIndependent(t, "testdata/independent1803.jsonl", false)
}

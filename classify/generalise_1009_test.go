package classify

import "testing"

func TestIndependentCases1009(t *testing.T) {
	runIndependent(t, "testdata/independent1009.jsonl", false)
}

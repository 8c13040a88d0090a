package classify

import "testing"

func TestIndependentCases1085(t *testing.T) {
	runIndependent(t, "testdata/independent1085.jsonl", false)
}

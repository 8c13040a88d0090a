package classify

import "testing"

func TestIndependentCases1230(t *testing.T) {
	runIndependent(t, "testdata/independent1230.jsonl", false)
}

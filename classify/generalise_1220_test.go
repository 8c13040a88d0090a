package classify

import "testing"

func TestIndependentCases1220(t *testing.T) {
	runIndependent(t, "testdata/independent1220.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1390(t *testing.T) {
	runIndependent(t, "testdata/independent1390.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1268(t *testing.T) {
	runIndependent(t, "testdata/independent1268.jsonl", false)
}

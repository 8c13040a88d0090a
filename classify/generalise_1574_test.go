package classify

import "testing"

func TestIndependentCases1574(t *testing.T) {
	runIndependent(t, "testdata/independent1574.jsonl", false)
}

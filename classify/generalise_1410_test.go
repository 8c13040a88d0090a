package classify

import "testing"

func TestIndependentCases1410(t *testing.T) {
	runIndependent(t, "testdata/independent1410.jsonl", false)
}

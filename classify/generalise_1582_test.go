package classify

import "testing"

func TestIndependentCases1582(t *testing.T) {
	runIndependent(t, "testdata/independent1582.jsonl", false)
}

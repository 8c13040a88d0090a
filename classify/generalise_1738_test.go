package classify

import "testing"

func TestIndependentCases1738(t *testing.T) {
	runIndependent(t, "testdata/independent1738.jsonl", false)
}

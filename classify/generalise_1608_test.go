package classify

import "testing"

func TestIndependentCases1608(t *testing.T) {
	runIndependent(t, "testdata/independent1608.jsonl", false)
}

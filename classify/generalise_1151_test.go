package classify

import "testing"

func TestIndependentCases1151(t *testing.T) {
	runIndependent(t, "testdata/independent1151.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1359(t *testing.T) {
	runIndependent(t, "testdata/independent1359.jsonl", false)
}

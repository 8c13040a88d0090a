package classify

import "testing"

func TestIndependentCases1804(t *testing.T) {
	runIndependent(t, "testdata/independent1804.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases942(t *testing.T) {
	runIndependent(t, "testdata/independent942.jsonl", false)
}

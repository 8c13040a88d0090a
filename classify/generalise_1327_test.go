package classify

import "testing"

func TestIndependentCases1327(t *testing.T) {
	runIndependent(t, "testdata/independent1327.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1478(t *testing.T) {
	runIndependent(t, "testdata/independent1478.jsonl", false)
}

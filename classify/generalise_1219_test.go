package classify

import "testing"

func TestIndependentCases1219(t *testing.T) {
	runIndependent(t, "testdata/independent1219.jsonl", false)
}

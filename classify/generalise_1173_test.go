package classify

import "testing"

func TestIndependentCases1173(t *testing.T) {
	runIndependent(t, "testdata/independent1173.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases911(t *testing.T) {
	runIndependent(t, "testdata/independent911.jsonl", false)
}

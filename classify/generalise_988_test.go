package classify

import "testing"

func TestIndependentCases988(t *testing.T) {
	runIndependent(t, "testdata/independent988.jsonl", false)
}

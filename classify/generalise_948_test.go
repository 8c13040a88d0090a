package classify

import "testing"

func TestIndependentCases948(t *testing.T) {
	runIndependent(t, "testdata/independent948.jsonl", false)
}

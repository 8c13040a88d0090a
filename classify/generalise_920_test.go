package classify

import "testing"

func TestIndependentCases920(t *testing.T) {
	runIndependent(t, "testdata/independent920.jsonl", false)
}

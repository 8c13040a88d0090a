package classify

import "testing"

func TestIndependentCases902(t *testing.T) {
	runIndependent(t, "testdata/independent902.jsonl", false)
}

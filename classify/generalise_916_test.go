package classify

import "testing"

func TestIndependentCases916(t *testing.T) {
	runIndependent(t, "testdata/independent916.jsonl", false)
}

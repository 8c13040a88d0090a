package classify

import "testing"

func TestIndependentCases889(t *testing.T) {
	runIndependent(t, "testdata/independent889.jsonl", false)
}

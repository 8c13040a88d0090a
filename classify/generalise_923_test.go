package classify

import "testing"

func TestIndependentCases923(t *testing.T) {
	runIndependent(t, "testdata/independent923.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases897(t *testing.T) {
	runIndependent(t, "testdata/independent897.jsonl", false)
}

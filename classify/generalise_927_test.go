package classify

import "testing"

func TestIndependentCases927(t *testing.T) {
	runIndependent(t, "testdata/independent927.jsonl", false)
}

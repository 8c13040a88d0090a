package classify

import "testing"

func TestIndependentCases940(t *testing.T) {
	runIndependent(t, "testdata/independent940.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases983(t *testing.T) {
	runIndependent(t, "testdata/independent983.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases956(t *testing.T) {
	runIndependent(t, "testdata/independent956.jsonl", false)
}

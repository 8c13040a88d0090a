package classify

import "testing"

func TestIndependentCases938(t *testing.T) {
	runIndependent(t, "testdata/independent938.jsonl", false)
}

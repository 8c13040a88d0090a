package classify

import "testing"

func TestIndependentCases949(t *testing.T) {
	runIndependent(t, "testdata/independent949.jsonl", false)
}

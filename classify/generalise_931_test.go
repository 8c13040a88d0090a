package classify

import "testing"

func TestIndependentCases931(t *testing.T) {
	runIndependent(t, "testdata/independent931.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1251(t *testing.T) {
	runIndependent(t, "testdata/independent1251.jsonl", false)
}

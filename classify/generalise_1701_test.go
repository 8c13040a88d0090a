package classify

import "testing"

func TestIndependentCases1701(t *testing.T) {
	runIndependent(t, "testdata/independent1701.jsonl", false)
}

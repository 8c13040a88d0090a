package classify

import "testing"

func TestIndependentCases925(t *testing.T) {
	runIndependent(t, "testdata/independent925.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1783(t *testing.T) {
	runIndependent(t, "testdata/independent1783.jsonl", false)
}

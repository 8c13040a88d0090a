package classify

import "testing"

func TestIndependentCases1164(t *testing.T) {
	runIndependent(t, "testdata/independent1164.jsonl", false)
}

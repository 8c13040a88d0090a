package classify

import "testing"

func TestIndependentCases1181(t *testing.T) {
	runIndependent(t, "testdata/independent1181.jsonl", false)
}

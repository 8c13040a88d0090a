package classify

import "testing"

func TestIndependentCases1675(t *testing.T) {
	runIndependent(t, "testdata/independent1675.jsonl", false)
}

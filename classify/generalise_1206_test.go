package classify

import "testing"

func TestIndependentCases1206(t *testing.T) {
	runIndependent(t, "testdata/independent1206.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1023(t *testing.T) {
	runIndependent(t, "testdata/independent1023.jsonl", false)
}

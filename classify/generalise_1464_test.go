package classify

import "testing"

func TestIndependentCases1464(t *testing.T) {
	runIndependent(t, "testdata/independent1464.jsonl", false)
}

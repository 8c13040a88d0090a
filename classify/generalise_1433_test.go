package classify

import "testing"

func TestIndependentCases1433(t *testing.T) {
	runIndependent(t, "testdata/independent1433.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1565(t *testing.T) {
	runIndependent(t, "testdata/independent1565.jsonl", false)
}

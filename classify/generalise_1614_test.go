package classify

import "testing"

func TestIndependentCases1614(t *testing.T) {
	runIndependent(t, "testdata/independent1614.jsonl", false)
}

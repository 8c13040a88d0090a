package classify

import "testing"

func TestIndependentCases1317(t *testing.T) {
	runIndependent(t, "testdata/independent1317.jsonl", false)
}

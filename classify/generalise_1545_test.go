package classify

import "testing"

func TestIndependentCases1545(t *testing.T) {
	runIndependent(t, "testdata/independent1545.jsonl", false)
}

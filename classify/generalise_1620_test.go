package classify

import "testing"

func TestIndependentCases1620(t *testing.T) {
	runIndependent(t, "testdata/independent1620.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1404(t *testing.T) {
	runIndependent(t, "testdata/independent1404.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1306(t *testing.T) {
	runIndependent(t, "testdata/independent1306.jsonl", false)
}

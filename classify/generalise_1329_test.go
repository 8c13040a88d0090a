package classify

import "testing"

func TestIndependentCases1329(t *testing.T) {
	runIndependent(t, "testdata/independent1329.jsonl", false)
}

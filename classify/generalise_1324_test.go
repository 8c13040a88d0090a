package classify

import "testing"

func TestIndependentCases1324(t *testing.T) {
	runIndependent(t, "testdata/independent1324.jsonl", false)
}

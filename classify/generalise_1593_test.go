package classify

import "testing"

func TestIndependentCases1593(t *testing.T) {
	runIndependent(t, "testdata/independent1593.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1536(t *testing.T) {
	runIndependent(t, "testdata/independent1536.jsonl", false)
}

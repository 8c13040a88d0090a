package classify

import "testing"

func TestIndependentCases1121(t *testing.T) {
	runIndependent(t, "testdata/independent1121.jsonl", false)
}

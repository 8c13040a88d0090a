package classify

import "testing"

func TestIndependentCases1493(t *testing.T) {
	runIndependent(t, "testdata/independent1493.jsonl", false)
}

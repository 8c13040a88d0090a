package classify

import "testing"

func TestIndependentCases1261(t *testing.T) {
	runIndependent(t, "testdata/independent1261.jsonl", false)
}

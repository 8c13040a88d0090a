package classify

import "testing"

func TestIndependentCases1271(t *testing.T) {
	runIndependent(t, "testdata/independent1271.jsonl", false)
}

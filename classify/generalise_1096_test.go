package classify

import "testing"

func TestIndependentCases1096(t *testing.T) {
	runIndependent(t, "testdata/independent1096.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1353(t *testing.T) {
	runIndependent(t, "testdata/independent1353.jsonl", false)
}

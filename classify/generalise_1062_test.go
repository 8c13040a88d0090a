package classify

import "testing"

func TestIndependentCases1062(t *testing.T) {
	runIndependent(t, "testdata/independent1062.jsonl", false)
}

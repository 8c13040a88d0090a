package classify

import "testing"

func TestIndependentCases1510(t *testing.T) {
	runIndependent(t, "testdata/independent1510.jsonl", false)
}

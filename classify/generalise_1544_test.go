package classify

import "testing"

func TestIndependentCases1544(t *testing.T) {
	runIndependent(t, "testdata/independent1544.jsonl", false)
}

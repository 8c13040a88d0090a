package classify

import "testing"

func TestIndependentCases1394(t *testing.T) {
	runIndependent(t, "testdata/independent1394.jsonl", false)
}

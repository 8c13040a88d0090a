package classify

import "testing"

func TestIndependentCases1479(t *testing.T) {
	runIndependent(t, "testdata/independent1479.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases962(t *testing.T) {
	runIndependent(t, "testdata/independent962.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases990(t *testing.T) {
	runIndependent(t, "testdata/independent990.jsonl", false)
}

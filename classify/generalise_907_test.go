package classify

import "testing"

func TestIndependentCases907(t *testing.T) {
	runIndependent(t, "testdata/independent907.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases900(t *testing.T) {
	runIndependent(t, "testdata/independent900.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases967(t *testing.T) {
	runIndependent(t, "testdata/independent967.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases981(t *testing.T) {
	runIndependent(t, "testdata/independent981.jsonl", false)
}

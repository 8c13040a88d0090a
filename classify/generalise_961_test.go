package classify

import "testing"

func TestIndependentCases961(t *testing.T) {
	runIndependent(t, "testdata/independent961.jsonl", false)
}

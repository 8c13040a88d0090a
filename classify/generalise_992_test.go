package classify

import "testing"

func TestIndependentCases992(t *testing.T) {
	runIndependent(t, "testdata/independent992.jsonl", false)
}

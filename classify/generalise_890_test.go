package classify

import "testing"

func TestIndependentCases890(t *testing.T) {
	runIndependent(t, "testdata/independent890.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases963(t *testing.T) {
	runIndependent(t, "testdata/independent963.jsonl", false)
}

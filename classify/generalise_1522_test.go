package classify

import "testing"

func TestIndependentCases1522(t *testing.T) {
	runIndependent(t, "testdata/independent1522.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1509(t *testing.T) {
	runIndependent(t, "testdata/independent1509.jsonl", false)
}

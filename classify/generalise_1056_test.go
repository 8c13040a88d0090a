package classify

import "testing"

func TestIndependentCases1056(t *testing.T) {
	runIndependent(t, "testdata/independent1056.jsonl", false)
}

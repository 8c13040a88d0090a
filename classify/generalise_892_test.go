package classify

import "testing"

func TestIndependentCases892(t *testing.T) {
	runIndependent(t, "testdata/independent892.jsonl", false)
}

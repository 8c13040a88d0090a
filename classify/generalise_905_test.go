package classify

import "testing"

func TestIndependentCases905(t *testing.T) {
	runIndependent(t, "testdata/independent905.jsonl", false)
}

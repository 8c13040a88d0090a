package classify

import "testing"

func TestIndependentCases993(t *testing.T) {
	runIndependent(t, "testdata/independent993.jsonl", false)
}

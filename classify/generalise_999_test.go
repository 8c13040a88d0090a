package classify

import "testing"

func TestIndependentCases999(t *testing.T) {
	runIndependent(t, "testdata/independent999.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases997(t *testing.T) {
	runIndependent(t, "testdata/independent997.jsonl", false)
}

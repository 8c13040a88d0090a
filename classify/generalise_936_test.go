package classify

import "testing"

func TestIndependentCases936(t *testing.T) {
	runIndependent(t, "testdata/independent936.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases935(t *testing.T) {
	runIndependent(t, "testdata/independent935.jsonl", false)
}

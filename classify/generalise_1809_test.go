package classify

import "testing"

func TestIndependentCases1809(t *testing.T) {
	runIndependent(t, "testdata/independent1809.jsonl", false)
}

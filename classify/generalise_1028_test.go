package classify

import "testing"

func TestIndependentCases1028(t *testing.T) {
	runIndependent(t, "testdata/independent1028.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1235(t *testing.T) {
	runIndependent(t, "testdata/independent1235.jsonl", false)
}

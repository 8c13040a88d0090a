package classify

import "testing"

func TestIndependentCases1262(t *testing.T) {
	runIndependent(t, "testdata/independent1262.jsonl", false)
}

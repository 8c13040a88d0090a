package classify

import "testing"

func TestIndependentCases1127(t *testing.T) {
	runIndependent(t, "testdata/independent1127.jsonl", false)
}

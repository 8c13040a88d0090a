package classify

import "testing"

func TestIndependentCases933(t *testing.T) {
	runIndependent(t, "testdata/independent933.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases880(t *testing.T) {
	runIndependent(t, "testdata/independent880.jsonl", false)
}

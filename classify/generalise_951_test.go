package classify

import "testing"

func TestIndependentCases951(t *testing.T) {
	runIndependent(t, "testdata/independent951.jsonl", false)
}

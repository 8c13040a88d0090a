package classify

import "testing"

func TestIndependentCases941(t *testing.T) {
	runIndependent(t, "testdata/independent941.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases986(t *testing.T) {
	runIndependent(t, "testdata/independent986.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1681(t *testing.T) {
	runIndependent(t, "testdata/independent1681.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1090(t *testing.T) {
	runIndependent(t, "testdata/independent1090.jsonl", false)
}

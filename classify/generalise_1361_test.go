package classify

import "testing"

func TestIndependentCases1361(t *testing.T) {
	runIndependent(t, "testdata/independent1361.jsonl", false)
}

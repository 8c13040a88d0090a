package classify

import "testing"

func TestIndependentCases1447(t *testing.T) {
	runIndependent(t, "testdata/independent1447.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases1463(t *testing.T) {
	runIndependent(t, "testdata/independent1463.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases968(t *testing.T) {
	runIndependent(t, "testdata/independent968.jsonl", false)
}

package classify

import "testing"

func TestIndependentCases908(t *testing.T) {
	runIndependent(t, "testdata/independent908.jsonl", false)
}

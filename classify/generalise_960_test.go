package classify

import "testing"

func TestIndependentCases960(t *testing.T) {
	runIndependent(t, "testdata/independent960.jsonl", false)
}

package classify

import "testing"

// TestIndependentCases536 runs held-out set 536: AWS and Google Cloud middle of the distribution, from the vendors' docs, labelled blind.
func TestIndependentCases536(t *testing.T) { runIndependent(t, "testdata/independent536.jsonl", false) }

package classify

import "testing"

// First run at 646a350c: 28/33 overall, 8/13 tricky (and i1282-spotify-429-retry-after read no Retry-After).
func TestIndependentCases1282(t *testing.T) {
	runIndependent(t, "testdata/independent1282.jsonl", false)
}

package classify

import "testing"

// First run at 016deb9e: 29/32 overall, 24/27 tricky.
func TestIndependentCases905(t *testing.T) {
	runIndependent(t, "testdata/independent905.jsonl", false)
}

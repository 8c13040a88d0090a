package classify

import (
	"testing"
)

// TestIndependentCases285 runs held-out set 285: openai-go and anthropic-sdk-go behind an nginx 1.22 gateway, captured live, labelled blind.
// First run at 25d1b0a: 29/35 overall, 7/13 tricky.
func TestIndependentCases285(t *testing.T) {
	runIndependent(t, "testdata/independent285.jsonl", true)
}

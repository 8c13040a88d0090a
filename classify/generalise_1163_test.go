package classify

import "testing"

// First run at 2efb1415: 34/35 overall, 18/19 tricky. The four transient lines
// whose wait the wrapper exposes as "HTTP 429 (Retry-After: N): ..." (and
// Discord's body retry_after) were right in kind but read no wait.
func TestIndependentCases1163(t *testing.T) {
	runIndependent(t, "testdata/independent1163.jsonl", false)
}

package classify

import "testing"

// TestIndependentCases593 runs held-out set 593: live local agent tools (git, go, npm/node, patch, sed/jq, runuser nobody, context timeouts) via os/exec, labelled blind.
func TestIndependentCases593(t *testing.T) {
	runIndependent(t, "testdata/independent593.jsonl", false)
}

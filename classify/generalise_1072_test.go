package classify

import "testing"

// First run at 6472c204: 30/31 overall, 21/22 tricky.
//
// Tolerated: i1072-anthropic-websearch-max-uses: premise vs invalid (docs/taxonomy.md, the
// Anthropic server tool error_code row: "max_uses_exceeded ... premise"): max_uses is a parameter
// of the caller's own request, so raising it is a repair; but the ruling reads it as the turn's
// tool budget being spent, so the plan must go on without more searches. Both hold.
func TestIndependentCases1072(t *testing.T) {
	runIndependent(t, "testdata/independent1072.jsonl", true,
		"i1072-anthropic-websearch-max-uses")
}

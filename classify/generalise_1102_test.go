package classify

import "testing"

// First run at b253403b: 30/31 overall, 21/22 tricky.
// Fixed later by the lead: i1102-openai-agents-guardrail (passes since the lead's guardrail tripwire reading (toolwords.go): the application's policy halts the run, denied).
func TestIndependentCases1102(t *testing.T) {
	runIndependent(t, "testdata/independent1102.jsonl", true)
}

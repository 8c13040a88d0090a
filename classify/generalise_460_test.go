package classify

import "testing"

// TestIndependentCases460 runs held-out set 460: Anthropic and OpenAI API failures (fourth draw), from the vendors' docs, labelled blind.
// First run at 4799d7a: 34/35 overall, 22/23 tricky.
// Fixed later by the lead: i460-oai-upload-completed (passes since the lead's alreadyStated ruling (appwords.go): a refusal that stops at an end state and refuses no other act answers the act that makes it, conflict).
func TestIndependentCases460(t *testing.T) {
	runIndependent(t, "testdata/independent460.jsonl", true)
}

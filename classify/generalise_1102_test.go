package classify

import "testing"

// First run at b253403b: 30/31 overall, 21/22 tricky.
// Tolerated: i1102-openai-agents-guardrail: unknown vs denied (the lead's ruling on set 670 in docs/taxonomy.md: "a refusal of the input by its content moderation" is invalid, "change the prompt"; set 389's guardrail.go reads a guardrail that intervened as ambiguous): the Agents SDK's InputGuardrailTripwireTriggered is a policy boundary the agent cannot cross (denied, hand back) or a moderated input to rephrase (invalid, the 670 ruling); the text names neither the guardrail's reason nor a remedy, so both readings hold, and a fix would follow the ruling, not this label. Same line as set 614's tolerated i614-oa-input-guardrail.
func TestIndependentCases1102(t *testing.T) {
	runIndependent(t, "testdata/independent1102.jsonl", true, "i1102-openai-agents-guardrail")
}

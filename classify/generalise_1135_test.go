package classify

import "testing"

// First run at b851451d: 31/32 overall, 25/26 tricky.
// Tolerated: i1135-openai-agents-modelbehavior: invalid vs ambiguous (docs/taxonomy.md set 614: "an agent framework refusing the model's call to a tool it was not given ... invalid (repair the call)"): the Agents SDK's "Tool x not found in agent y" is that class, so the ruling reads invalid; its docs call ModelBehaviorError "the model does something unexpected", a run whose result is unusable, which reads ambiguous.
func TestIndependentCases1135(t *testing.T) {
	runIndependent(t, "testdata/independent1135.jsonl", true, "i1135-openai-agents-modelbehavior")
}

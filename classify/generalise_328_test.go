package classify

import "testing"

// TestIndependentCases328 runs held-out set 328: LLM API raw bodies (Anthropic, OpenAI, Gemini), from the vendors' docs, labelled blind.
// First run at c3dc506: 32/35 overall, 25/28 tricky.
// Tolerated: i328-anthropic-400-org-disabled: premise vs denied (taxonomy set 267: an account or organization that "has been disabled" is the holder's state, premise): an earlier ruling on the same text, not changed here.
// Tolerated: i328-anthropic-batch-result-canceled: premise vs denied (taxonomy, Anthropic/OpenAI rows: a batch request its batch's cancel stopped, result `canceled`, is premise): an earlier ruling; the blind label read it as the caller's own cancel.
// Passes since the lead's Gemini Files ruling after set 1211 (hedgednotfound.go geminiFileGone); was tolerated: i328-gemini-403-file-permission: denied vs premise (sets 15, 22, 27, 34, 96, 148, 163, 218 label Google's 403 "... or it may not exist" denied): only knowledge of the Files API's 48-hour expiry reads this one as a gone upload; the text alone does not.
func TestIndependentCases328(t *testing.T) {
	runIndependent(t, "testdata/independent328.jsonl", true, "i328-anthropic-400-org-disabled", "i328-anthropic-batch-result-canceled")
}

package classify

import "testing"

// TestIndependentCases340 runs held-out set 340: openai-go and anthropic-sdk-go in depth, captured live, labelled blind.
// First run at 3cf7494: 29/35 overall, 12/18 tricky.
// Tolerated: i340-openai-v1-batch-cancel-completed: conflict vs premise (taxonomy ruling on a cancel of work that has already ended, OpenAI Batch named): the ruling reads the cancel's goal as already so; left as ruled.
// Tolerated: i340-anthropic-v1-batch-cancel-ended: conflict vs premise (same ruling, Anthropic Message Batches named): as above.
// Tolerated: i340-anthropic-400-org-disabled: premise vs denied (taxonomy set 267, disabledHolder: "This organization has been disabled." reads premise): an earlier ruling on the same text.
// Tolerated: i340-openai-v3-tool-args-bad-json: invalid vs ambiguous (set 295 labels the same bare Go text, i295-json-syntax-trailing-comma, invalid): bare encoding/json text does not say whose JSON it was.
// Tolerated: i340-openai-v3-struct-unmarshal: invalid vs ambiguous (sets 23 and 295 label the same bare "json: cannot unmarshal string into Go struct field" text invalid): as above.
// Tolerated: i340-anthropic-stream-no-message-stop: unknown vs ambiguous (taxonomy set 310, unfinishedEnding: an accumulated message with an empty reason reads transient, and a null reason is not read): the ruling would read it transient, so no fix here meets this label.
func TestIndependentCases340(t *testing.T) {
	runIndependent(t, "testdata/independent340.jsonl", true,
		"i340-openai-v1-batch-cancel-completed",
		"i340-anthropic-v1-batch-cancel-ended",
		"i340-anthropic-400-org-disabled",
		"i340-openai-v3-tool-args-bad-json",
		"i340-openai-v3-struct-unmarshal",
		"i340-anthropic-stream-no-message-stop",
	)
}

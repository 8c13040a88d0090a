package classify

import "testing"

// TestIndependentCases497 runs held-out set 497: openai-go and anthropic-sdk-go in depth (third draw), captured live, labelled blind.
// First run at 98c7531: 27/30 overall, 12/15 tricky.
// Tolerated: i497-oa-400-batch-cancel-completed: conflict vs premise (taxonomy ruling on a cancel of work that has already ended, "Cannot cancel run with status 'completed'", OpenAI Batch and Anthropic Message Batches; set 435): the step's goal, the batch not running, already holds, so skip it; this set read the refusal as a false belief that the batch still ran.
// Tolerated: i497-oa-context-canceled: denied vs transient (taxonomy ruling on the caller's own cancel, context.Canceled "context canceled"; sets 18, 37, 319, 324, 336): a retry would undo the caller's decision; this set read it as proving nothing false.
// Tolerated: i497-an-400-org-disabled: premise vs denied (set 267 ruling, "This organization has been disabled." is the holder's state, codes.go disabledHolder): no other key of the same organisation gets past it; this set read it as a revoked credential.
// Tolerated: i497-oa-400-image-download-timeout: transient vs invalid (the lead's revised ruling after set 1193, codes.go serviceCode: OpenAI's own download of the image URL timing out is a wait; blind sets 89, 416, 457, 1118 and 1193 read it so, this set and set 1 invalid).
func TestIndependentCases497(t *testing.T) {
	runIndependent(t, "testdata/independent497.jsonl", true, "i497-oa-400-batch-cancel-completed", "i497-oa-context-canceled", "i497-an-400-org-disabled", "i497-oa-400-image-download-timeout")
}

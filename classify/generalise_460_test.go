package classify

import "testing"

// TestIndependentCases460 runs held-out set 460: Anthropic and OpenAI API failures (fourth draw), from the vendors' docs, labelled blind.
// First run at 4799d7a: 34/35 overall, 22/23 tricky.
// Tolerated: i460-oai-upload-completed: invalid vs conflict (docs/taxonomy.md "already <an act that is the call's own for one caller and a blocking state for another>" row, set 106 alreadyAlone; set 388 labels the bare "workflow execution already completed" premise): a bare "has already been completed" under a generic invalid_request_error does not say whether the refused act was the completion itself (conflict) or another act on the completed upload (premise); left to the operation, which the text does not carry.
func TestIndependentCases460(t *testing.T) {
	runIndependent(t, "testdata/independent460.jsonl", true, "i460-oai-upload-completed")
}

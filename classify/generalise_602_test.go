package classify

import "testing"

// TestIndependentCases602 runs held-out set 602: openai-go and anthropic-sdk-go beyond chat (embeddings, files, batches, images, responses, token counting, stop reasons, client-side errors), captured live against httptest servers, labelled blind.
//
// First run at 30da8e1: 36/37 overall, 18/19 tricky.
// Tolerated: i602-batch-cancel-completed: premise vs conflict (the cancel-of-ended-work ruling, docs/taxonomy.md "a cancel or stop of work that has already ended", classify/worldstate.go finishedAlready, which names "Cannot cancel run with status 'completed'" and OpenAI Batch): the set read a cancel refused because the batch already completed as a false belief that it still runs (replan around its output), the ruling reads the step's goal, the batch not running, as already so (skip); both readings hold.
func TestIndependentCases602(t *testing.T) {
	runIndependent(t, "testdata/independent602.jsonl", true, "i602-batch-cancel-completed")
}

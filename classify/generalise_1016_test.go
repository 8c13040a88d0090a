package classify

import "testing"

// First run at fcaa40a5: 30/32 overall, 18/20 tricky.
// Tolerated: i1016-openai-thread-already-run: transient vs conflict (taxonomy "a state that settles by itself: \"already has an active run\" ... transient", OpenAI Assistants one active run per thread): waiting for the active run to end and retrying reads it as a wait; if the active run is the agent's own earlier attempt, carrying run_Zp90 forward reads it as conflict.
// Tolerated: i1016-openai-run-expired: premise vs transient (set 929's ruling: an Assistants thread.run with status expired is premise, its required_action can no longer be answered): the run is terminal and a new run must be planned (premise), yet nothing the plan believed is false but the clock, and the same run re-created works (transient, as an expired batch item).
func TestIndependentCases1016(t *testing.T) {
	runIndependent(t, "testdata/independent1016.jsonl", true, "i1016-openai-thread-already-run", "i1016-openai-run-expired")
}

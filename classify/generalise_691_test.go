package classify

import "testing"

// TestIndependentCases691 runs held-out set 691: openai-node and @anthropic-ai/sdk errors captured live in node 20 (String(err)/err.message), labelled blind.
// First run at a5a5e83: 29/33 overall, 12/15 tricky.
// Tolerated: i691-openai-node-thread-run-active: premise vs transient (docs/taxonomy.md "a state that settles by itself": OpenAI Assistants, one active run per thread; generic.go retryHintWords "while a run"): (c) my label was wrong: the run ends by itself (completed, failed, cancelled, expired), so waiting is the whole repair; I read it as a wrong state.
// Tolerated: i691-openai-node-cancel-completed-run: premise vs conflict (docs/taxonomy.md "a cancel or stop of work that has already ended", which names "Cannot cancel run with status 'completed'"): the step's goal, the run not running, already holds (skip), while my reading took the completed run as a stale belief the plan rested on; both hold.
// Tolerated: i691-openai-node-baseurl-html-200: unknown vs ambiguous (docs/taxonomy.md set 329 "a JSON decoder that met markup ('<') where JSON was due, with no status", undecodable.go markupWhereJSON): a page came back where JSON was due, which the ruling reads as an unusable answer; I read it as undecidable between a wrong base URL and a passing proxy page; both hold.
// Tolerated: i691-anthropic-node-user-abort: transient vs denied (docs/taxonomy.md "the caller's own cancel ... Node AbortError", goerr.go cancelReason): the ruling says a retry would undo the caller's decision, so hand back; I read it as nothing proven false, so retry later; both hold.
// Tolerated: i691-openai-node-ft-model-missing: invalid vs premise (modelaccess.go fineTunedModel, the lead's ruling from sets 644, 714, 735 and 795): a fine-tuned id is an earlier job's output, so its absence falsifies that the job's model is still there; a wrong id copied into the call is the repair reading this set took.
func TestIndependentCases691(t *testing.T) {
	runIndependent(t, "testdata/independent691.jsonl", true,
		"i691-openai-node-thread-run-active",
		"i691-openai-node-cancel-completed-run",
		"i691-openai-node-baseurl-html-200",
		"i691-anthropic-node-user-abort",
		"i691-openai-node-ft-model-missing",
	)
}

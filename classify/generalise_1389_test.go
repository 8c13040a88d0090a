package classify

import "testing"

// First run at 356453e7: 35/40 overall, 21/26 tricky.
// Tolerated: i1389-rt-commit-empty-buffer: invalid vs premise (one-off): OpenAI Realtime's "Error committing input audio buffer: the buffer is empty." under invalid_request_error; an empty buffer (server VAD already committed it) is a state, but "the buffer is empty" is also a caller's own empty input, so no rule on the words alone; the label is arguable.
// Tolerated: i1389-gemini-prompt-blocked-relay: ambiguous vs denied (ruling: docs/taxonomy.md Gemini rows, promptFeedback.blockReason reads ambiguous, sets 549 and 1249): the relay's 429 now reads the block reason (TestGeneralise1389RelayedBlockReason); this set read a prohibited-content block as a policy refusal.
// Tolerated: i1389-image-safety-descriptions: invalid vs denied (ruling: codes.go content_policy_violation "is a rejected prompt", sets 162, 371, 530, 537; taxonomy set 596 row): OpenAI's text itself suggests adjusting the prompt, so repair is the ruling's fair reading.
func TestIndependentCases1389(t *testing.T) {
	runIndependent(t, "testdata/independent1389.jsonl", true, "i1389-rt-commit-empty-buffer", "i1389-gemini-prompt-blocked-relay", "i1389-image-safety-descriptions")
}

// TestGeneralise1389GeminiKotlinEndings: the Kotlin SDKs
// (google-gemini/generative-ai-android, Firebase AI Logic) raise a blocked
// prompt as PromptBlockedException "Prompt was blocked: SAFETY" and a
// candidate that ended other than STOP as ResponseStoppedException
// "Content generation stopped. Reason: RECITATION" (the enum's name). The
// call worked and the output is withheld or cut: ambiguous, as the same
// promptFeedback.blockReason or finishReason in a body. Prose after the
// same words, or a null reason, keeps its reading.
func TestGeneralise1389GeminiKotlinEndings(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"android SDK RECITATION", "", 0, "", "Content generation stopped. Reason: RECITATION", ambiguous},
		{"android SDK SAFETY", "", 0, "", "com.google.ai.client.generativeai.type.ResponseStoppedException: Content generation stopped. Reason: SAFETY", ambiguous},
		{"firebase SDK MAX_TOKENS", "", 0, "", "com.google.firebase.ai.type.ResponseStoppedException: Content generation stopped. Reason: MAX_TOKENS", ambiguous},
		{"stopped MALFORMED_FUNCTION_CALL", "", 0, "", "Content generation stopped. Reason: MALFORMED_FUNCTION_CALL", ambiguous},
		{"prompt blocked SAFETY", "", 0, "", "com.google.ai.client.generativeai.type.PromptBlockedException: Prompt was blocked: SAFETY", ambiguous},
		{"prompt blocked PROHIBITED_CONTENT", "", 0, "", "Prompt was blocked: PROHIBITED_CONTENT", ambiguous},
		{"near miss: prose reason", "", 0, "", "Content generation stopped. Reason: other work took priority, try again later", transient},
		{"near miss: null reason", "", 0, "", "Prompt was blocked: null", unk},
		{"near miss: STOP is no failure ending", "", 0, "", "Content generation stopped. Reason: STOP", unk},
	})
}

// TestGeneralise1389ReadyYet: a thing the call needs that is still being
// made, worded with the negation away from "ready" ("Job ftjob-x does not
// have a finetuned model id ready yet", llama_index OpenAIFinetuneEngine;
// "isn't ready yet"): "yet" closing the clause is the negated "not yet",
// a wait, as "not ready yet". "ready yet failing" (yet as "but") and a
// failed job keep their readings.
func TestGeneralise1389ReadyYet(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"llama_index job without a model yet", "", 0, "", "ValueError: Job ftjob-abc123 does not have a finetuned model id ready yet.", transient},
		{"isn't ready yet", "", 0, "", "the export isn't ready yet, poll again later", transient},
		{"has no output ready yet", "http", 409, "", `{"error":"batch b-17 has no output file ready yet"}`, transient},
		{"near miss: yet as but", "", 0, "", "deployment web-1 reports ready yet its probe answers 403 Forbidden: permission denied", denied},
		{"near miss: a failed job", "", 0, "", "Fine-tuning job ftjob-abc123 failed: the training file is invalid", invalid},
		{"near miss: already", "", 0, "", "the index is already yet to be defined", unk},
	})
}

// TestGeneralise1389RelayedBlockReason: a relay (one-api and the like)
// forwards Gemini's promptFeedback.blockReason under a status of its own
// choosing, a 429 or a 5xx: the status is the relay's, the words are the
// model's refusal as the SDKs word it (endreason.go promptBlocked), so
// the body reads ambiguous, as the block reason in Gemini's own body; no
// wait changes it. Only an enum value counts: prose "blocked due to" and
// an account "blocked:" keep the status's reading.
func TestGeneralise1389RelayedBlockReason(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"one-api 429", "openai", 429, "do_request_failed", `{"error":{"message":"blocked: prompt: BlockedReasonSafety () (request id: 20250301)","type":"one_api_error","param":"","code":"do_request_failed"}}`, ambiguous},
		{"relay 500", "http", 500, "", `{"error":{"message":"blocked: prompt: BlockReasonProhibitedContent","type":"upstream_error"}}`, ambiguous},
		{"relay 502 JS SDK words", "http", 502, "", `{"error":{"message":"[GoogleGenerativeAI Error]: Candidate was blocked due to RECITATION","type":"bad_gateway"}}`, ambiguous},
		{"relay 429 Kotlin words", "http", 429, "", `{"error":{"message":"Prompt was blocked: BLOCKLIST"}}`, ambiguous},
		{"near miss: prose under 429", "http", 429, "", `{"error":{"message":"Your request was blocked due to rate limiting, try again in a minute"}}`, transient},
		{"near miss: account blocked under 403", "http", 403, "", `{"error":{"message":"blocked: account suspended for abuse"}}`, premise},
		{"near miss: plain 503", "http", 503, "", `{"error":{"message":"upstream overloaded, request blocked: try later"}}`, transient},
	})
}

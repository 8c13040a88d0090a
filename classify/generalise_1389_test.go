package classify

import "testing"

// First run at 356453e7: 35/40 overall, 21/26 tricky.
func TestIndependentCases1389(t *testing.T) {
	runIndependent(t, "testdata/independent1389.jsonl", false)
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

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f1f00b2: 30/33 overall, 15/18 tricky.
//
// Tolerated: i584-oa-toolargs-badjson: ambiguous vs invalid (set 89's i89-oa-toolcall-args-malformed and TestGeneralise89/TestGeneralise119 rule a model's tool-call arguments that do not parse, named in a tool's text under a normal finish, the call's: regenerate it): docs/taxonomy.md reads the same arguments in a response body as ambiguous and the OpenAI reference says the model "does not always generate valid JSON", so both the repair reading and the unusable-output reading hold; set 112 tolerated its line the same way.
// Tolerated: i584-oa-stream-malformed: transient vs invalid (the generic wording reads Go encoding/json's "invalid character" as the call's own JSON, as goerr.go goWords "malformed JSON" and docs/taxonomy.md set 56, where "decode arguments: invalid character" stays invalid): the prefix names the stream chunk the client decoded, so the JSON is the answer's, not the call's; set 436 reads an answer's cut JSON as ambiguous, and a corrupt chunk that proves nothing about the call reads as transient, so the line sits between rulings rather than in a class of its own.
func TestIndependentCases584(t *testing.T) {
	runIndependent(t, "testdata/independent584.jsonl", true, "i584-oa-toolargs-badjson", "i584-oa-stream-malformed")
}

// TestGeneralise584 covers the class gap set 584's first run showed: a
// model's refusal reported as a sentence whose subject is the model, named
// by its id, by the word or as a vendor's API ("model gpt-4o refused: ...",
// "The model declined ..."), rather than "model refused" or a refusal
// field (endreason.go refusedByModel). The near misses keep their kinds.
func TestGeneralise584(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A refusal whose subject is the model.
		{name: "shanginn/openai-sdk-php OpenaiRefusedResponseException", msg: "OpenAI API refused to response: I'm sorry, I can't assist with that.", want: rung.KindAmbiguous},
		{name: "a Python vision tool's VisionUnavailableError on stop_reason refusal", msg: "the model declined to process this drawing (category: cyber)", want: rung.KindAmbiguous},
		{name: "a TypeScript extraction app's FAILURE_MESSAGES.refused", msg: "The model declined to process this document.", want: rung.KindAmbiguous},
		{name: "a Node review handler on stop_reason refusal", msg: "The model declined to write this review. Try again.", want: rung.KindAmbiguous},
		{name: "near miss: Go net dial refused", msg: "dial tcp 127.0.0.1:5432: connect: connection refused", want: rung.KindTransient},
		{name: "near miss: Stripe card declined", msg: "Your card was declined.", want: rung.KindPremise},
		{name: "near miss: a model server refusing the connection (Go net)", msg: "model server refused the connection: dial tcp 10.0.0.7:8000: connect: connection refused", want: rung.KindTransient},
	})
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 427a8b89: 33/36 overall, 15/18 tricky.
// Tolerated: i1795-apigw-502-malformed-proxy: transient vs premise (ruling): API Gateway's default 502 body {"message": "Internal server error"} is the same for a malformed Lambda proxy response and any other integration failure; taxonomy's "502, 503, other 5xx" row reads it transient and nothing in the body names the configuration error.
// Tolerated: i1795-apigw-sigv4-incomplete-signature: denied vs invalid (ruling): the same INCOMPLETE_SIGNATURE wording is labelled denied in set 746 (i746-apigw-sigv4-bearer, "the method requires IAM credentials the caller did not present"); my label reads it as the wrong form of the call.
func TestIndependentCases1795(t *testing.T) {
	runIndependent(t, "testdata/independent1795.jsonl", true, "i1795-apigw-502-malformed-proxy", "i1795-apigw-sigv4-incomplete-signature")
}

// Bedrock Guardrails' default blocked message handed over as the whole
// output (InvokeAgent's chunk text, a Converse text field an SDK wrapper
// returns alone): ambiguous, as the enveloped stopReason form (set 389).
// Source: docs.aws.amazon.com/bedrock/latest/userguide/guardrails-use.html,
// CreateGuardrail blockedInputMessaging / blockedOutputsMessaging. Near
// misses: the knowledge-base fallback apology (another text, tolerated in
// sets 371 and 1368), a sentence that only quotes the message, and an
// agent framework's tripwire (denied).
func TestGeneralise1795GuardrailBlockedText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bare default message", "", 0, "", "Sorry, the model cannot answer this question.", rung.KindAmbiguous},
		{"with a trailing newline", "", 0, "", "Sorry, the model cannot answer this question.\n", rung.KindAmbiguous},
		{"as a 200 text body", "http", 200, "", "Sorry, the model cannot answer this question.", rung.KindAmbiguous},
		{"from an aws tool", "aws", 0, "", "Sorry, the model cannot answer this question.", rung.KindAmbiguous},
		{"near miss: kb fallback", "", 0, "", "Sorry, I am unable to assist you with this request.", rung.KindUnknown},
		{"near miss: quoted in a longer text", "", 0, "", "step 3 returned \"Sorry, the model cannot answer this question.\" twice; giving up on the summary", rung.KindUnknown},
		{"near miss: tripwire", "", 0, "", "Output guardrail triggered: {\"guardrail\": \"pii\"}", rung.KindDenied},
	})
}

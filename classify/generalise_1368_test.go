package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 7474fbdd: 28/34 overall, 10/16 tricky.
//
// Tolerated: i1368-guardrail-intervened: ambiguous vs denied (the Bedrock stopReason ruling, taxonomy "Bedrock Converse stopReason", set 389, and the guardrail-tripwire row: "Bedrock's guardrail that rewrites an answer under a 200 stays ambiguous"): my label reads the guardrail as the operator's policy refusal.
// Tolerated: i1368-apply-guardrail-blocked: unknown vs denied (one-off under the guardrail ruling): ApplyGuardrail's "action":"GUARDRAIL_INTERVENED" body is read by no preset; by the ruling it would be ambiguous, which my label disputes as above, so no mend to either kind was made in the time.
// Tolerated: i1368-marketplace-being-created: denied vs transient (one-off, not mended in time): an AccessDeniedException whose text says the Marketplace subscription "is still being processed" is a wait; it may form a class (AWS subscriptions in progress) and is left for a later set.
// Tolerated: i1368-agent-apology: unknown vs ambiguous (one-off): a bare 200 body holding only a Bedrock agent's canned apology, with no refusal field or "refused:" framing to key on.
func TestIndependentCases1368(t *testing.T) {
	runIndependent(t, "testdata/independent1368.jsonl", true, "i1368-guardrail-intervened", "i1368-apply-guardrail-blocked", "i1368-marketplace-being-created", "i1368-agent-apology")
}

// TestGeneralise1368RelayedContextOverflow: Bedrock's ModelErrorException
// relays the model provider's own error after "The model returned the
// following errors:"; when that relayed error is a prompt longer than the
// context window (Bedrock's "Input is too long for requested model.", the
// provider's "prompt is too long"), the call is too big: invalid. Near
// misses: a ModelErrorException relaying anything else, or with no relayed
// error, keeps the code's transient reading.
func TestGeneralise1368RelayedContextOverflow(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"InvokeModel, Bedrock's words", "aws", 424, "ModelErrorException",
			"operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 424, RequestID: 1368aaaa-0001, ModelErrorException: The model returned the following errors: Input is too long for requested model.", rung.KindInvalid},
		{"Converse, Anthropic's words relayed", "aws", 424, "ModelErrorException",
			"operation error Bedrock Runtime: Converse, https response error StatusCode: 424, RequestID: 1368aaaa-0002, ModelErrorException: The model returned the following errors: prompt is too long: 215021 tokens > 200000 maximum", rung.KindInvalid},
		{"near miss: relayed provider overload stays transient", "aws", 424, "ModelErrorException",
			"operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 424, RequestID: 1368aaaa-0003, ModelErrorException: The model returned the following errors: Overloaded", rung.KindTransient},
		{"near miss: no relayed error stays transient", "aws", 424, "ModelErrorException",
			"operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 424, RequestID: 1368aaaa-0004, ModelErrorException: The request failed due to an error while processing the model.", rung.KindTransient},
		{"ValidationException with the same words stays invalid", "aws", 400, "ValidationException",
			"operation error Bedrock Runtime: Converse, https response error StatusCode: 400, RequestID: 1368aaaa-0005, ValidationException: Input is too long for requested model.", rung.KindInvalid},
	})
}

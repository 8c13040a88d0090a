package classify

import "strings"

// guardrailIntervened reads a Bedrock InvokeModel body whose guardrail
// blocked the prompt or the answer: Bedrock adds
// "amazon-bedrock-guardrailAction":"INTERVENED" to the model family's own
// body (Anthropic, Titan, Llama, Mistral, Cohere) and puts the guardrail's
// blocked message where the output would be, under a 200 and a normal stop
// reason (docs.aws.amazon.com/bedrock/latest/userguide/guardrails-use-invoke.html).
// The call worked; its output is a refusal: ambiguous, as Converse's
// stopReason guardrail_intervened (set 389). "NONE" is a guardrail that
// let the output through.
func guardrailIntervened(b string) (Result, bool) {
	// One case-sensitive scan for the key: the fold search is for prose.
	if strings.Contains(b, `"amazon-bedrock-guardrailAction"`) && hasAny(b, `"amazon-bedrock-guardrailAction":"INTERVENED"`, `"amazon-bedrock-guardrailAction": "INTERVENED"`) {
		return Result{Kind: ambiguous, Code: "guardrail_intervened", Reason: "bedrock: the guardrail intervened: the output is its blocked message"}, true
	}
	return Result{}, false
}

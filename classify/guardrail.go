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

// guardrailDefaultMessage is the text Bedrock Guardrails returns in place
// of a blocked prompt or answer when the guardrail keeps the console's
// default messaging (blockedInputMessaging / blockedOutputsMessaging,
// docs.aws.amazon.com/bedrock/latest/userguide/guardrails-use.html).
const guardrailDefaultMessage = "Sorry, the model cannot answer this question."

// guardrailBlockedText reads a tool's output that is only that default
// blocked message, as an agent gets it from InvokeAgent or an SDK's text
// field with no stopReason around it (set 1795): the call worked and the
// answer was withheld, ambiguous as the enveloped form above. The whole
// message must be the sentence: one that quotes it inside other words is
// left to the other rules, and the knowledge-base fallback "Sorry, I am
// unable to assist you with this request." is another text.
func guardrailBlockedText(msg string) (Result, bool) {
	// Gate on the length and the first byte before any folding.
	if len(msg) < len(guardrailDefaultMessage) || len(msg) > len(guardrailDefaultMessage)+4 || (msg[0] != 'S' && msg[0] != 's') {
		return Result{}, false
	}
	if strings.EqualFold(strings.TrimSpace(msg), guardrailDefaultMessage) {
		return Result{Kind: ambiguous, Code: "guardrail_intervened", Reason: "bedrock: the output is the guardrail's default blocked message: the answer was withheld"}, true
	}
	return Result{}, false
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases389 runs held-out set 389: LLM providers beyond OpenAI and Anthropic, from the vendors' docs, labelled blind.
// First run at 95a4140: 26/35 overall, 13/22 tricky.
// Tolerated: i389-llamacpp-stop-limit: unknown vs ambiguous (no ruling reads llama.cpp's /completion stop_type): one server's own field; left for the lead rather than a rule that fits one vendor.
// i389-ollama-runner-alloc passes since the lead's class fixes after sets 389 and 390 (a model the host cannot load, ENOKEY, a shallow push, a moved module).
// Tolerated: i389-ollama-pull-manifest-missing: premise vs invalid (taxonomy 500 row: a body that names a missing thing reads premise): the missing thing is a mistyped model tag, which only context shows.
// i389-ollama-newer-version passes since the lead's class fixes after sets 387 and 389 (a moved chat, a no-op edit, a server too old).
// Tolerated: i389-hf-model-too-large: denied vs premise (taxonomy 403 row: denied unless the body says otherwise): a serving size limit, not a permission; left for the lead.
// i389-tgi-generation-oom passes since set 852's class fix (a 424 whose dependency failed for a passing reason: out of memory, timed out, overloaded).
func TestIndependentCases389(t *testing.T) {
	runIndependent(t, "testdata/independent389.jsonl", true, "i389-llamacpp-stop-limit", "i389-ollama-pull-manifest-missing", "i389-hf-model-too-large")
}

// TestGeneralise389 checks a prompt over the model's context window that a
// model server reports under a 5xx or a generic server error type, with
// near misses that stay a server fault.
func TestGeneralise389(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lm studio context size", "http", 500, "", `{"error":{"message":"Context size has been exceeded.","type":"server_error"}}`, rung.KindInvalid},
		{"anthropic-compatible api_error prompt too long", "http", 500, "", `{"type":"error","error":{"type":"api_error","message":"prompt is too long: 215000 tokens > 200000 maximum"}}`, rung.KindInvalid},
		{"openai-compatible server_error max context", "http", 500, "", `{"error":{"message":"This model's maximum context length is 8192 tokens. However, your messages resulted in 9100 tokens.","type":"server_error","code":null}}`, rung.KindInvalid},
		{"localai internal_error context length", "http", 500, "", `{"error":{"code":500,"message":"context length exceeded: 4096 tokens","type":"internal_error"}}`, rung.KindInvalid},
		{"llamafile exceeds context window", "http", 500, "", `{"error":{"message":"the prompt exceeds the model's context window (8192 tokens)","type":"server_error"}}`, rung.KindInvalid},
		// Near misses: a deadline and a plain server fault stay transient.
		{"server_error deadline", "http", 500, "", `{"error":{"message":"context deadline exceeded","type":"server_error"}}`, rung.KindTransient},
		{"server_error plain", "http", 500, "", `{"error":{"message":"The server had an error while processing your request. Sorry about that!","type":"server_error"}}`, rung.KindTransient},
	})
}

// TestGeneraliseGuardrail389 checks Bedrock InvokeModel bodies of any model
// family that carry amazon-bedrock-guardrailAction INTERVENED (the output is
// the guardrail's blocked message), with near misses whose action is NONE.
func TestGeneraliseGuardrail389(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"titan intervened", "http", 200, "", `{"inputTextTokenCount":12,"results":[{"tokenCount":9,"outputText":"Sorry, I can't help with that.","completionReason":"FINISH"}],"amazon-bedrock-guardrailAction":"INTERVENED"}`, rung.KindAmbiguous},
		{"llama intervened", "http", 200, "", `{"generation":"Sorry, this request was blocked.","prompt_token_count":10,"generation_token_count":6,"stop_reason":"stop","amazon-bedrock-guardrailAction":"INTERVENED"}`, rung.KindAmbiguous},
		{"mistral intervened", "http", 200, "", `{"outputs":[{"text":"Blocked by policy.","stop_reason":"stop"}],"amazon-bedrock-guardrailAction":"INTERVENED"}`, rung.KindAmbiguous},
		{"cohere intervened", "http", 200, "", `{"generations":[{"finish_reason":"COMPLETE","id":"g1","text":"Blocked by policy."}],"id":"r1","prompt":"hi","amazon-bedrock-guardrailAction":"INTERVENED"}`, rung.KindAmbiguous},
		{"anthropic intervened spaced", "", 0, "", `{"id":"msg_1","type":"message","role":"assistant","content":[{"type":"text","text":"Blocked."}],"stop_reason":"end_turn","amazon-bedrock-guardrailAction": "INTERVENED"}`, rung.KindAmbiguous},
		// Near misses: the guardrail ran and let the output through.
		{"titan none", "http", 200, "", `{"inputTextTokenCount":12,"results":[{"tokenCount":9,"outputText":"Paris is the capital of France.","completionReason":"FINISH"}],"amazon-bedrock-guardrailAction":"NONE"}`, rung.KindUnknown},
		{"anthropic none", "http", 200, "", `{"id":"msg_2","type":"message","role":"assistant","content":[{"type":"text","text":"Paris."}],"stop_reason":"end_turn","amazon-bedrock-guardrailAction":"NONE"}`, rung.KindUnknown},
	})
}

// TestGeneraliseHedgedCredential389 checks a refused credential worded with
// a hedge ("seems", "appears") under a 400 or a 5xx, with near misses whose
// noun is not a credential.
func TestGeneraliseHedgedCredential389(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"saas api key appears", "http", 400, "", `{"message":"Your API key appears to be invalid. Please check it in your dashboard."}`, rung.KindDenied},
		{"oauth access token appears", "http", 400, "", `{"error":"The access token appears to be invalid or has been revoked"}`, rung.KindDenied},
		{"fastapi api key seems", "http", 500, "", `{"detail":"API key seems to be invalid"}`, rung.KindDenied},
		{"cli token seems", "", 0, "", "auth failed: the token seems to be invalid, please log in again", rung.KindDenied},
		{"credentials appear", "http", 400, "", `{"errors":[{"message":"The credentials appear to be invalid."}]}`, rung.KindDenied},
		// Near misses: a listing's place and an argument keep their reading.
		{"pagination token seems", "http", 400, "", `{"error":"The pagination token seems to be invalid; start the listing again"}`, rung.KindInvalid},
		{"date range appears", "http", 400, "", `{"error":"The date range appears to be invalid"}`, rung.KindInvalid},
	})
}

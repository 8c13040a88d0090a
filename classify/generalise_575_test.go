package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases575 runs held-out set 575: LLM provider API errors (OpenAI, Azure OpenAI, Anthropic, Gemini, Bedrock, Groq, Mistral, Cohere, OpenRouter, Together, Fireworks), labelled blind.
// First run at a48d645: 31/33 overall, 20/21 tricky.
// Tolerated: i575-gem-free-tier-country: premise vs denied (regionWords in wording.go and the taxonomy's region-refusal row: "not available in your country" is denied; planExcludes in raised.go leaves any text naming a country or territory to regionWords): the Gemini text names the country, which the ruling reads as a location the caller lacks, and also the free tier with a billing remedy ("Please enable billing"), which reads as the account's plan; both hold.
func TestIndependentCases575(t *testing.T) {
	runIndependent(t, "testdata/independent575.jsonl", true, "i575-gem-free-tier-country")
}

// TestGeneralise575 pins a schema validator's report of a field the request
// should not carry (Pydantic's extra_forbidden, "Extra inputs are not
// permitted", v1's "extra fields not permitted") as invalid under a generic
// validation status: its "forbidden" and "not permitted" name the field, not
// the caller's authority. The near misses keep their kind.
func TestGeneralise575(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "vLLM OpenAI-compatible server via openai-python (RUC-NLPIR/WebThinker #7)", protocol: "openai", status: 400,
			msg: `Error code: 400 - {'object': 'error', 'message': "[{'type': 'extra_forbidden', 'loc': ('body', 'bad_words'), 'msg': 'Extra inputs are not permitted', 'input': ['<|end_search_result|>']}]", 'type': 'BadRequestError', 'param': None, 'code': 400}`, want: rung.KindInvalid},
		{name: "Mistral API via the Dart client (nomtek/mistralai_client_dart #44)", protocol: "http", status: 422,
			msg: `MistralAIClientException: Request POST https://api.mistral.ai/v1/chat/completions failed with status code: 422, body: {"object":"error","message":{"detail":[{"type":"extra_forbidden","loc":["body","messages",0,"user","name"],"msg":"Extra inputs are not permitted","input":null}]},"type":"invalid_request_error","param":null,"code":null}`, want: rung.KindInvalid},
		{name: "FastAPI docs, query parameter models with extra=forbid", protocol: "http", status: 422,
			msg: `{"detail":[{"type":"extra_forbidden","loc":["query","tool"],"msg":"Extra inputs are not permitted","input":"plumbus"}]}`, want: rung.KindInvalid},
		{name: "FastAPI on Pydantic v1, Config.extra = forbid", protocol: "http", status: 422,
			msg: `{"detail":[{"loc":["body","nickname"],"msg":"extra fields not permitted","type":"value_error.extra"}]}`, want: rung.KindInvalid},
		{name: "Anthropic Messages API (Wei-Shaw/claude-relay-service #660)", protocol: "anthropic", status: 400, code: "invalid_request_error",
			msg: `API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"context_management: Extra inputs are not permitted"},"request_id":"req_011CV575x"}`, want: rung.KindInvalid},
		{name: "Azure OpenAI On Your Data (microsoft/semantic-kernel #10510)", protocol: "http", status: 400,
			msg: `{"error":{"requestid":"5f2c0575-aa10-4e7b-9c1d-0575ab12cd34","code":400,"message":"Validation error at #/stream_options: Extra inputs are not permitted"}}`, want: rung.KindInvalid},
		// Near misses: a refusal that is about authority or an object's
		// state keeps its kind.
		{name: "near miss: Kubernetes RBAC 403", protocol: "http", status: 403,
			msg: `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"secrets is forbidden: User \"system:serviceaccount:w575:agent\" cannot create resource \"secrets\" in API group \"\" in the namespace \"w575\"","reason":"Forbidden","code":403}`, want: rung.KindDenied},
		{name: "near miss: EPERM from os.Chown", protocol: "go",
			msg: `chown /srv/w575/report.csv: operation not permitted`, want: rung.KindDenied},
		{name: "near miss: Azure Key Vault act on a disabled key (set 114)", protocol: "http", status: 403,
			msg: `(Forbidden) Operation decrypt is not allowed on a disabled key.`, want: rung.KindPremise},
	})
}

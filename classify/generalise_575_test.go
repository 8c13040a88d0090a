package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases575 runs held-out set 575: LLM provider API errors (OpenAI, Azure OpenAI, Anthropic, Gemini, Bedrock, Groq, Mistral, Cohere, OpenRouter, Together, Fireworks), labelled blind.
// First run at a48d645: 31/33 overall, 20/21 tricky.
// Missed i575-gem-free-tier-country (premise, read denied). Class fixed by
// the lead: a region refusal of the free tier only, billing its remedy,
// reads premise in text as its JSON body does through FAILED_PRECONDITION
// (wording.go freeTierRegionWords, TestGeneralise575FreeTier); a refusal of
// the caller's location as such stays denied.
func TestIndependentCases575(t *testing.T) {
	runIndependent(t, "testdata/independent575.jsonl", true)
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

// TestGeneralise575FreeTier: Gemini's free-tier refusal by country, in the
// clients' text forms where no status field is parsed, reads premise
// (wording.go freeTierRegionWords); the location refusals stay denied.
func TestGeneralise575FreeTier(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "google-genai python dict body", protocol: "http", status: 400,
			msg: "400 FAILED_PRECONDITION. {'error': {'code': 400, 'message': 'Gemini API free tier is not available in your country. Please enable billing on your project in Google AI Studio.', 'status': 'FAILED_PRECONDITION'}}", want: rung.KindPremise},
		{name: "bare sentence", msg: "Gemini API free tier is not available in your country. Please enable billing on your project in Google AI Studio.", want: rung.KindPremise},
		{name: "google-generativeai python", msg: "google.api_core.exceptions.FailedPrecondition: 400 Gemini API free tier is not available in your country. Please enable billing on your project in Google AI Studio.", want: rung.KindPremise},
		{name: "js client", msg: "[GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent: [400 Bad Request] Gemini API free tier is not available in your country. Please enable billing on your project in Google AI Studio.", want: rung.KindPremise},
		{name: "go genai", msg: "Error 400, Message: Gemini API free tier is not available in your country. Please enable billing on your project in Google AI Studio., Status: FAILED_PRECONDITION, Details: []", want: rung.KindPremise},
		// Near misses: the API itself refused where the caller is.
		{name: "near miss: gemini location", msg: "google.api_core.exceptions.FailedPrecondition: 400 User location is not supported for the API use.", want: rung.KindDenied},
		{name: "near miss: openai country", protocol: "http", status: 403, msg: `{"error":{"code":"unsupported_country_region_territory","message":"Country, region, or territory not supported","param":null,"type":"request_forbidden"}}`, want: rung.KindDenied},
	})
}

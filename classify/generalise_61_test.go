package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise61 checks the classes that held-out set 61's misses named
// (everyday failures captured live from openai-go and anthropic-sdk-go),
// each on the set's own line and on other software's wording of the same
// class, none of them in a held-out set: that the rules hold the
// principle, not the lines. Each case names the software whose wording it is.
func TestGeneralise61(t *testing.T) {
	cases := []wordingCase{
		// The model the call names is of the wrong kind for the operation
		// (a chat model asked for embeddings, an embedding model asked to
		// chat): no authority makes it do so, whatever status carries it.
		{"model of the wrong kind: set 61 i61-oa-emb-chat-model (openai-go v3.98, 403)", "openai", 403, "invalid_request_error", "tool embed: OpenAI API error: 403 Forbidden {\"message\":\"You are not allowed to generate embeddings from this model\",\"type\":\"invalid_request_error\",\"param\":null,\"code\":null}", rung.KindInvalid},
		{"model of the wrong kind: openai-python's PermissionDeniedError for the same body, no status given", "", 0, "", "openai.PermissionDeniedError: Error code: 403 - {'error': {'message': 'You are not allowed to generate embeddings from this model', 'type': 'invalid_request_error', 'param': None, 'code': None}}", rung.KindInvalid},
		{"model of the wrong kind: Azure OpenAI OperationNotSupported (learn.microsoft.com Azure OpenAI models: each operation's models)", "http", 400, "OperationNotSupported", `{"error":{"code":"OperationNotSupported","message":"The embeddings operation does not work with the specified model, gpt-4. Please choose different model and try again. You can learn more about which models can be used with each operation here: https://go.microsoft.com/fwlink/?linkid=2197993."}}`, rung.KindInvalid},
		{"model of the wrong kind: Azure OpenAI OperationNotSupported as openai-python renders it", "", 0, "", "Error code: 400 - {'error': {'code': 'OperationNotSupported', 'message': 'The chatCompletion operation does not work with the specified model, text-embedding-3-small. Please choose different model and try again. You can learn more about which models can be used with each operation here: https://go.microsoft.com/fwlink/?linkid=2197993.'}}", rung.KindInvalid},
		{"model of the wrong kind: Ollama server/routes.go ChatHandler (an embedding-only model asked to chat)", "http", 400, "", `{"error":"\"nomic-embed-text:latest\" does not support chat"}`, rung.KindInvalid},
		{"a model the organization may not use stays denied: OpenAI 403 for another organization's fine-tuned model", "openai", 403, "", `{"error":{"message":"You are not allowed to sample from this model","type":"invalid_request_error","param":null,"code":null}}`, rung.KindDenied},

		// A 404 on a path that repeats the API's version or prefix segment (an LLM SDK's base URL: premise by the base-URL rule, llmendpoint.go; a plain API's path stays invalid)
		// (/v1/v1/, /api/api/): the base URL already held the prefix the
		// client appends; the endpoint is wrong, not a resource missing.
		{"route prefix doubled: set 61 i61-an-base-url-v1 (anthropic-sdk-go v2.15, base URL ending in /v1)", "anthropic", 404, "not_found_error", "POST \"https://api.anthropic.com/v1/v1/messages\": 404 Not Found (Request-ID: req_011CVzS4a9Lm2Np5Qr8St1Uv) {\"type\":\"error\",\"error\":{\"type\":\"not_found_error\",\"message\":\"Not Found\"},\"request_id\":\"req_011CVzS5b1Mn3Pq6Rs9Tu2Vw\"}", rung.KindPremise}, // the base-URL rule (llmendpoint.go)
		{"route prefix doubled: Python requests Response.raise_for_status (requests/models.py: \"%s Client Error: %s for url: %s\")", "", 0, "", "requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://api.mistral.ai/v1/v1/chat/completions", rung.KindPremise},                                                                                                                                    // the base-URL rule (llmendpoint.go)
		{"route prefix doubled: httpx Response.raise_for_status (httpx/_models.py) against vLLM's FastAPI {\"detail\":\"Not Found\"}", "", 0, "", "httpx.HTTPStatusError: Client error '404 Not Found' for url 'http://localhost:8000/v1/v1/embeddings'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/404", rung.KindPremise},                                                      // the base-URL rule (llmendpoint.go)
		{"route prefix doubled: Spring Boot DefaultErrorAttributes (timestamp, status, error, path)", "http", 404, "", `{"timestamp":"2026-12-02T08:41:12.345+00:00","status":404,"error":"Not Found","path":"/api/api/orders/ORD-1187"}`, rung.KindInvalid},
		{"a bare 404 on a plain path stays premise: Python requests raise_for_status on an order that is gone", "", 0, "", "requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://api.acme-shop.com/v1/orders/ORD-1187", rung.KindPremise},
		{"a bare 404 on a plain path stays premise: anthropic-sdk-go, a batch id that does not exist", "anthropic", 404, "not_found_error", "GET \"https://api.anthropic.com/v1/messages/batches/msgbatch_01HkcTjaV5uDC8jWR4ZsDV8d\": 404 Not Found (Request-ID: req_011CVzS4a9Lm2Np5Qr8St1Uv) {\"type\":\"error\",\"error\":{\"type\":\"not_found_error\",\"message\":\"Not Found\"}}", rung.KindPremise},

		// A feature the account's plan, subscription or tier does not
		// include: the entitlement, not the request's shape, whatever
		// generic code carries it.
		{"plan excludes the feature: set 61 i61-an-long-context-beta (anthropic-sdk-go v2.15)", "anthropic", 400, "invalid_request_error", "POST \"https://api.anthropic.com/v1/messages\": 400 Bad Request (Request-ID: req_011CVzS4a9Lm2Np5Qr8St1Uv) {\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"The long context beta is not yet available for this subscription.\"},\"request_id\":\"req_011CVzS8e4Pq6St9Uv3Wx5Yz\"}", rung.KindPremise},
		{"plan excludes the feature: Claude Code (code.claude.com/docs/en/errors: \"Claude Opus is not available with the Claude Pro plan\")", "", 0, "", "Claude Opus is not available with the Claude Pro plan. If you have updated your subscription plan recently, run /logout and /login for the plan to take effect.", rung.KindPremise},
		{"plan excludes the feature: Gemini API generateImages on a free-tier key (400 INVALID_ARGUMENT)", "http", 400, "", `{"error":{"code":400,"message":"Imagen 3 is only available on paid plans. Please upgrade your account at https://ai.dev/projects.","status":"INVALID_ARGUMENT"}}`, rung.KindPremise},
		{"plan excludes the feature: an application's 403 for a plan-gated feature (feature flag middleware)", "http", 403, "", `{"error":"Video generation is not available on your current plan. Upgrade to use this feature."}`, rung.KindPremise},
	}
	runWordingCases(t, cases)
}

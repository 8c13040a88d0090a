package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise112 checks a tricky class of set 112 in other software's
// words: a single request larger than the rate limit it is measured
// against is invalid (shrink it), not a wait, also in a client's text that
// carries neither the 429 nor the rate_limit_exceeded code and is full of
// rate-limit words (oversizelimit.go). Set 112's line (openai-go's Error()
// text with the 429 and the body) passed on the first run; LiteLLM's,
// openai-node's and Codex CLI's renderings of the same OpenAI sentence read
// as a wait before the reader, and Groq's own wording is covered beside
// them. Neighbours keep their kinds: a rate limit reached by many requests
// (OpenAI, Groq, Anthropic's "Please reduce the prompt length ... or try
// again later"), and a spent quota.
func TestGeneralise112(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 112's line: openai-go v1.12.0 after its two retries.
		{"openai-go 429 request too large (set 112)", "openai", 429, "rate_limit_exceeded", `POST "https://api.openai.com/v1/chat/completions": 429 Too Many Requests {"code":"rate_limit_exceeded","message":"Request too large for gpt-4o in organization org-Xq3bT9kLmP2vR8sN4wYz6aHc on tokens per min (TPM): Limit 30000, Requested 36278. The input or output tokens must be reduced in order to run successfully. Visit https://platform.openai.com/account/rate-limits to learn more.","param":null,"type":"tokens"}`, rung.KindInvalid},
		// LiteLLM's RateLimitError over OpenAI (real text: Aider-AI/aider #1880).
		{"litellm RateLimitError, OpenAI text", "", 0, "", "litellm.RateLimitError: OpenAIException - Request too large for gpt-4o in organization org-2itOgSdqw0DhUYp0QyLhttLL on tokens per min (TPM): Limit 30000, Requested 36278. The input or output tokens must be reduced in order to run successfully. Visit https://platform.openai.com/account/rate-limits to learn more.", rung.KindInvalid},
		// openai-node APIError message "${status} ${error.message}"
		// (real text: continuedev/continue #10602).
		{"openai-node 429 request too large", "", 0, "", "429 Request too large for gpt-4o in organization org-vyUrKHsIdLcZGKR3zqCqllrS on tokens per min (TPM): Limit 30000, Requested 61337. The input or output tokens must be reduced in order to run successfully. Visit https://platform.openai.com/account/rate-limits to learn more.", rung.KindInvalid},
		// Codex CLI, the same sentence on a Responses stream (openai/codex #38366).
		{"codex cli stream request too large", "openai", 0, "", "stream disconnected before completion: Request too large for gpt-5.6-luna in organization org-b4g4X7AHZEEhfU5LlCT6H4N4 on tokens per min (TPM): Limit 200000, Requested 208334. The input or output tokens must be reduced in order to run successfully. Visit https://platform.openai.com/account/rate-limits to learn more.", rung.KindInvalid},
		// Groq's wording (console.groq.com/docs/rate-limits; its 413 body),
		// bare and through LiteLLM's RateLimitError.
		{"groq request too large, bare", "", 0, "", "Request too large for model `llama-3.3-70b-versatile` in organization `org_01hx5s3k7m` service tier `on_demand` on tokens per minute (TPM): Limit 6000, Requested 12000, please reduce your message size and try again.", rung.KindInvalid},
		{"litellm RateLimitError, Groq text", "", 0, "", "litellm.RateLimitError: GroqException - Request too large for model `llama-3.3-70b-versatile` in organization `org_01hx5s3k7m` service tier `on_demand` on tokens per minute (TPM): Limit 6000, Requested 12000, please reduce your message size and try again.", rung.KindInvalid},

		// Neighbours that keep their kinds.
		{"litellm rate limit reached", "", 0, "", "litellm.RateLimitError: OpenAIException - Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 28000, Requested 3082. Please try again in 6.164s.", rung.KindTransient},
		{"groq rate limit reached", "", 0, "", "Rate limit reached for model `llama-3.3-70b-versatile` in organization `org_01hx5s3k7m` service tier `on_demand` on tokens per minute (TPM): Limit 6000, Used 5800, Requested 900. Please try again in 7s.", rung.KindTransient},
		{"anthropic would exceed the rate limit", "", 0, "", "This request would exceed the rate limit for your organization of 50,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits. Please reduce the prompt length or the maximum tokens requested, or try again later.", rung.KindTransient},
		{"openai-node insufficient quota", "", 0, "", "429 You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.", rung.KindPremise},
	})
}

// TestGeneralise112BareText checks set 112's situations where a client
// passes on only the API's message, with neither status nor code
// (callshape.go): openai-go and anthropic-sdk-go carry both, so the set's
// lines passed, but LiteLLM's, the Python and Node SDKs' message fields and
// a tool's own wrapper often keep just the sentence, which no rule read. A
// cap on the items one request may carry, a capability the model or
// server lacks, a schema validator's sentence about a field, and options
// that exclude each other are the call's to repair (invalid); a credential
// without the scope the call needs, or sent for another organization,
// project or tenant, is denied. Neighbours keep their kinds.
func TestGeneralise112BareText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Items per request. Set 112's i112-ant-cache-control-too-many
		// sentence; Anthropic's PDF page cap; Gemini's cap on function
		// declarations (google-genai Tool.function_declarations, gemini-cli
		// #19083).
		{"anthropic cache_control blocks, bare (set 112)", "", 0, "", "A maximum of 4 blocks with cache_control may be provided. Found 5.", rung.KindInvalid},
		{"anthropic pdf pages, bare", "", 0, "", "A maximum of 100 PDF pages may be provided.", rung.KindInvalid},
		{"gemini function declarations", "", 0, "", "At most 512 function declarations can be specified.", rung.KindInvalid},
		// A capability the model or server lacks. Set 112's
		// i112-oai-embeddings-dimensions-unsupported sentence; Ollama's
		// server/routes.go ("%q does not support tools", "... thinking");
		// Gemini's "Function calling is not enabled for models/..." and
		// "Developer instruction is not enabled for models/...".
		{"openai dimensions unsupported, bare (set 112)", "", 0, "", "This model does not support specifying dimensions.", rung.KindInvalid},
		{"ollama does not support tools", "", 0, "", "registry.ollama.ai/library/gemma3:4b does not support tools", rung.KindInvalid},
		{"ollama does not support thinking", "", 0, "", `"llama3.2:latest" does not support thinking`, rung.KindInvalid},
		{"gemini function calling not enabled", "", 0, "", "Function calling is not enabled for models/gemini-1.0-pro-vision-latest", rung.KindInvalid},
		{"gemini developer instruction not enabled", "", 0, "", "Developer instruction is not enabled for models/gemma-3-27b-it", rung.KindInvalid},
		// A schema validator's sentence. Set 112's i112-ant-invalid-tool-name
		// sentence (Pydantic v2 on the Anthropic API); Pydantic through
		// FastAPI; ajv; zod.
		{"anthropic tool name pattern, bare (set 112)", "", 0, "", "tools.3.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'", rung.KindInvalid},
		{"pydantic input should be a valid integer", "", 0, "", "body.max_tokens: Input should be a valid integer, unable to parse string as an integer", rung.KindInvalid},
		{"ajv must have required property", "", 0, "", "data must have required property 'name'", rung.KindInvalid},
		{"ajv must match pattern", "", 0, "", `data/slug must match pattern "^[a-z0-9-]+$"`, rung.KindInvalid},
		{"zod expected number", "", 0, "", "Expected number, received string", rung.KindInvalid},
		// Options that exclude each other: Anthropic (also through Bedrock),
		// cobra's flag groups.
		{"anthropic temperature and top_p", "", 0, "", "`temperature` and `top_p` cannot both be specified for this model. Please use only one.", rung.KindInvalid},
		{"anthropic thinking with forced tool_choice", "", 0, "", "Thinking may not be enabled when tool_choice forces tool use.", rung.KindInvalid},
		{"cobra flag group", "", 0, "", "if any flags in the group [json yaml] are set none of the others can be; [json yaml] were all set", rung.KindInvalid},
		// A credential without the scope, or for another tenant. Set 112's
		// i112-oai-org-header-mismatch sentence; OpenAI's project header;
		// Azure Resource Manager's InvalidAuthenticationTokenTenant;
		// Google's ACCESS_TOKEN_SCOPE_INSUFFICIENT; GitHub GraphQL's
		// INSUFFICIENT_SCOPES.
		{"openai organization header, bare (set 112)", "", 0, "", "OpenAI-Organization header should match organization for API key", rung.KindDenied},
		{"openai project header, bare", "", 0, "", "OpenAI-Project header should match project for API key", rung.KindDenied},
		{"azure token from another tenant", "", 0, "", "The access token is from the wrong issuer 'https://sts.windows.net/11111111-2222-3333-4444-555555555555/'. It must match the tenant 'https://sts.windows.net/66666666-7777-8888-9999-000000000000/' associated with this subscription. Please use the authority (URL) 'https://login.windows.net/66666666-7777-8888-9999-000000000000' to get the token.", rung.KindDenied},
		{"google insufficient scopes", "", 0, "", "Request had insufficient authentication scopes.", rung.KindDenied},
		{"github graphql insufficient scopes", "", 0, "", "Your token has not been granted the required scopes to execute this query. The 'login' field requires one of the following scopes: ['read:user'], but your token has only been granted the: ['repo'] scopes.", rung.KindDenied},

		// Neighbours that keep their kinds.
		{"mcp output schema check stays broken output", "", 0, "", "Output validation error: data must have required property 'result'", rung.KindAmbiguous},
		{"mcp client lacks a capability stays premise", "", 0, "", "Client does not support sampling", rung.KindPremise},
		{"postgres server without SSL stays premise", "", 0, "", "pq: SSL is not enabled on the server", rung.KindPremise},
		{"git options stay invalid", "", 0, "", "fatal: options '--ours' and '--theirs' cannot be used together", rung.KindInvalid},
		{"anthropic would exceed the rate limit stays a wait", "", 0, "", "This request would exceed the rate limit for your organization of 50,000 input tokens per minute. Please reduce the prompt length or the maximum tokens requested, or try again later.", rung.KindTransient},
	})
}

// TestGeneralise112PhraselessStatus checks the Stainless Go SDKs' error
// text for a status Go has no reason phrase for (sdkstatus.go): set 112's
// i112-ant-529-overloaded-after-retries prints "529  (Request-ID: ...)"
// and passed by its body's overloaded_error; without a body (a proxy's
// empty answer, a Cloudflare page) the status alone must decide, in
// anthropic-sdk-go's, openai-go v1's and openai-go v3's renderings.
func TestGeneralise112PhraselessStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic-sdk-go 529 with its body (set 112)", "anthropic", 529, "overloaded_error", `POST "https://api.anthropic.com/v1/messages": 529  (Request-ID: req_011CW8xQ3mTn5pLd2VbR7kYz) {"error":{"message":"Overloaded","type":"overloaded_error"},"request_id":"req_011CW8xQ3mTn5pLd2VbR7kYz","type":"error"}`, rung.KindTransient},
		{"anthropic-sdk-go 529 without a body", "", 0, "", `POST "https://api.anthropic.com/v1/messages": 529  (Request-ID: req_011CW8xQ3mTn5pLd2VbR7kYz)`, rung.KindTransient},
		{"anthropic-sdk-go 529 without a body, protocol known", "anthropic", 0, "", `POST "https://api.anthropic.com/v1/messages": 529  (Request-ID: req_011CW8xQ3mTn5pLd2VbR7kYz)`, rung.KindTransient},
		{"openai-go v3 529", "", 0, "", "OpenAI API error: 529", rung.KindTransient},
		{"openai-go v1 cloudflare 522 page", "", 0, "", `POST "https://api.openai.com/v1/chat/completions": 522  <!DOCTYPE html><html><head><title>api.openai.com | 522: Connection timed out</title></head></html>`, rung.KindTransient},
		// Neighbours: a status with its phrase keeps its own reading; a
		// JSON value after a quoted key is no status.
		{"openai-go v1 400 with phrase", "", 0, "", `POST "https://api.openai.com/v1/chat/completions": 400 Bad Request {"code":null,"message":"'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.","param":"messages","type":"invalid_request_error"}`, rung.KindInvalid},
		{"openai-go v3 401", "", 0, "", "OpenAI API error: 401 Unauthorized", rung.KindDenied},
	})
}

// TestGeneralise112ModelNotFoundRendered checks set 112's
// i112-ant-count-tokens-retired-model ("model: claude-2.1" under 404
// not_found_error, invalid: fix the model name, as sets 37 and 104 label
// it) in the renderings where the body is no JSON the readers parse:
// anthropic-sdk-python's APIStatusError (also as LangChain passes it on)
// and anthropic-sdk-ruby's inspect string; the JSON renderings (the
// TypeScript SDK, LiteLLM, Claude Code) already read so. Neighbours: a
// missing file or batch stays premise, and a retired model under
// model_not_found keeps the project's premise (httppreset.go
// modelOrRouteTypo).
func TestGeneralise112ModelNotFoundRendered(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic-sdk-go count_tokens retired model (set 112)", "anthropic", 404, "not_found_error", `POST "https://api.anthropic.com/v1/messages/count_tokens": 404 Not Found (Request-ID: req_011CW8xQ3mTn5pLd2VbR7kYz) {"error":{"message":"model: claude-2.1","type":"not_found_error"},"request_id":"req_011CW8xQ3mTn5pLd2VbR7kYz","type":"error"}`, rung.KindInvalid},
		{"anthropic-sdk-python model not found", "", 0, "", "anthropic.NotFoundError: Error code: 404 - {'type': 'error', 'error': {'type': 'not_found_error', 'message': 'model: claude-3-5-sonnet-20240621'}, 'request_id': 'req_011CW8xQ3mTn5pLd2VbR7kYz'}", rung.KindInvalid},
		{"anthropic-sdk-ruby model not found", "", 0, "", `#<Anthropic::Errors::NotFoundError status=404 body={type: "error", error: {type: "not_found_error", message: "model: claude-2.1"}}>`, rung.KindInvalid},
		{"anthropic-sdk-typescript model not found", "", 0, "", `404 {"type":"error","error":{"type":"not_found_error","message":"model: claude-2.1"}}`, rung.KindInvalid},
		// Neighbours.
		{"anthropic-sdk-python file not found stays premise", "", 0, "", "anthropic.NotFoundError: Error code: 404 - {'type': 'error', 'error': {'type': 'not_found_error', 'message': 'File not found: file_011CNha8iCJcU1wXNR6q4V8w'}}", rung.KindPremise},
		{"anthropic-sdk-python batch not found stays premise", "", 0, "", "anthropic.NotFoundError: Error code: 404 - {'type': 'error', 'error': {'type': 'not_found_error', 'message': 'No batch found with id msgbatch_01HkcTjaV5uDC8jWR4ZsDV8d'}}", rung.KindPremise},
		{"openai-python retired model stays premise", "", 0, "", "openai.NotFoundError: Error code: 404 - {'error': {'message': 'The model `text-davinci-003` has been deprecated, learn more here: https://platform.openai.com/docs/deprecations', 'type': 'invalid_request_error', 'param': None, 'code': 'model_not_found'}}", rung.KindPremise},
	})
}

// TestGeneralise112RenderedResponse checks set 112's unusable 200
// responses (i112-oai-chat-refusal, i112-oai-responses-incomplete) when a
// tool passes on the client's rendering of the response object instead of
// its JSON: openai-python's repr and openai-go's %+v (endreason.go
// refusalField, namedEnding's details key). Neighbours: a null refusal is
// none, and the Responses API's failed status keeps its wait.
func TestGeneralise112RenderedResponse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-go chat refusal body (set 112)", "openai", 200, "refusal", `{"id":"chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT","object":"chat.completion","created":1741569952,"model":"gpt-4o-2024-08-06","choices":[{"index":0,"message":{"role":"assistant","content":null,"refusal":"I'm sorry, I cannot assist with that request."},"logprobs":null,"finish_reason":"stop"}]}`, rung.KindAmbiguous},
		{"openai-python ChatCompletion repr refusal", "", 0, "", `ChatCompletion(id='chatcmpl-B9', choices=[Choice(finish_reason='stop', index=0, logprobs=None, message=ChatCompletionMessage(content=None, refusal="I'm sorry, I cannot assist with that request.", role='assistant'))], model='gpt-4o-2024-08-06', object='chat.completion')`, rung.KindAmbiguous},
		{"openai-python Responses refusal item repr", "", 0, "", `ResponseOutputRefusal(refusal="I'm sorry, I cannot assist with that request.", type='refusal')`, rung.KindAmbiguous},
		{"openai-go %+v refusal", "", 0, "", "&{ID:chatcmpl-B9 Choices:[{FinishReason:stop Index:0 Message:{Content: Refusal:I'm sorry, I cannot assist with that request. Role:assistant}}]}", rung.KindAmbiguous},
		{"openai-python Response repr incomplete", "", 0, "", "Response(id='resp_68', created_at=1741476777.0, error=None, incomplete_details=IncompleteDetails(reason='max_output_tokens'), model='gpt-4o-2024-08-06', object='response', output=[], status='incomplete')", rung.KindAmbiguous},
		{"openai-go %+v incomplete", "", 0, "", "&{ID:resp_68 IncompleteDetails:{Reason:max_output_tokens} Status:incomplete}", rung.KindAmbiguous},
		// Neighbours.
		{"null refusal with a JSON error after it", "", 0, "", "ChatCompletion(id='x', choices=[Choice(finish_reason='stop', message=ChatCompletionMessage(content='ok', refusal=None))]) then: invalid character 'x' looking for beginning of value", rung.KindInvalid},
		{"openai-python Response repr failed", "", 0, "", "Response(id='resp_68', created_at=1741476777.0, error=ResponseError(code='server_error', message='An error occurred while processing your request. You can retry your request, or contact us through our help center at help.openai.com if the error persists.'), incomplete_details=None, model='gpt-4o-2024-08-06', object='response', output=[], status='failed')", rung.KindTransient},
	})
}

// TestIndependentCases112 runs held-out set 112: 35 failures captured live
// from openai-go v1.12.0 (one from v3.98.0) and anthropic-sdk-go v2.15.0
// against httptest servers sending the vendors' documented error bodies and
// headers (chat completions with tools and structured outputs, the Responses
// API, embeddings, images, a model deprecation, organisation headers,
// insufficient quota, and the SDKs' Error() text after their own retries
// gave up on 429, 529, 500, 503 and connection resets; Anthropic tool use,
// token counting, prompt caching, beta headers, account states), 15 tricky,
// labelled from the vendors' docs and the SDKs' sources before the
// classifier was run. First run at 72eabdf: 32/35 overall, tricky 12/15.
//
// The three misses are lines where the project's earlier labels already
// decide the same situation the other way; each is tolerated, not fixed,
// since fixing it would break those labels:
//   - i112-oai-chat-tool-args-not-json (labelled ambiguous: the model's
//     tool-call arguments are unparseable output): set 89's
//     i89-oa-toolcall-args-malformed labels the same situation invalid
//     (regenerate the call), and TestGeneralise89 holds it.
//   - i112-oai-model-deprecated (labelled invalid: change the model
//     argument, as the dev sample's 404 model typo): docs/taxonomy.md reads
//     model_not_found "premise when the model has been deprecated or
//     retired", as set 5's openai-404-model-deprecated, set 54's
//     i54-oa-chat-model-deprecated and set 93's i93-openai-model-deprecated
//     label this very body.
//   - i112-ant-organization-disabled (labelled denied): set 5's
//     anthropic-400-organization-disabled labels the same body premise (a
//     caller's own disabled account, as openai-401-account-deactivated);
//     set 104 tolerates the same disagreement.
//
// Classes checked further after the run: a request larger than the rate
// limit itself is invalid in a client's text without the status or code
// (TestGeneralise112, oversizelimit.go); the set's other situations as
// bare sentences (TestGeneralise112BareText, callshape.go); a status
// without a reason phrase in the Stainless Go SDKs' text
// (TestGeneralise112PhraselessStatus, sdkstatus.go); Anthropic's 404 naming
// a model in the Python and Ruby SDKs' renderings
// (TestGeneralise112ModelNotFoundRendered, httppreset.go modelOrRouteTypo);
// a refusal or an incomplete response in openai-python's repr and
// openai-go's %+v (TestGeneralise112RenderedResponse, endreason.go).
func TestIndependentCases112(t *testing.T) {
	runIndependent(t, "testdata/independent112.jsonl", true,
		"i112-oai-chat-tool-args-not-json", "i112-oai-model-deprecated", "i112-ant-organization-disabled")
}

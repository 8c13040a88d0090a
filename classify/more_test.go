package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestMoreServices holds further real-world shapes from the same services
// as the corpus, so that the presets are not fitted to it.
func TestMoreServices(t *testing.T) {
	checkKinds(t, []kindCase{
		{"openai 401 no key", oai(401, `{"error":{"message":"You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.","type":"invalid_request_error","param":null,"code":null}}`), rung.KindDenied, false},
		{"openai 404 no code", oai(404, `{"error":{"message":"The model `+"`gpt-5-turbo`"+` does not exist","type":"invalid_request_error","param":null,"code":null}}`), rung.KindInvalid, false},
		// A rolling day bucket: one slot frees every 86400/200 s (generic.go dailyWindowRefills).
		{"openai 429 rpd", oai(429, `{"error":{"message":"Rate limit reached for gpt-4o in organization org-x on requests per day (RPD): Limit 200, Used 200, Requested 1. Please try again in 7m12s.","type":"requests","param":null,"code":"rate_limit_exceeded"}}`), rung.KindTransient, false},
		{"openai 429 tpd half an hour away", oai(429, `{"error":{"message":"Rate limit reached for gpt-4o in organization org-x on tokens per day (TPD): Limit 2000000, Used 1999412, Requested 1630. Please try again in 31m24.288s.","type":"tokens","param":null,"code":"rate_limit_exceeded"}}`), rung.KindPremise, false},
		{"openai bad tool_calls", oai(400, `{"error":{"message":"Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.","type":"invalid_request_error","param":"messages.[2].role","code":null}}`), rung.KindInvalid, false},
		{"azure retry after", Input{Protocol: "openai", Status: 429, Message: `{"error":{"code":"429","message":"Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-02-01 have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 6 seconds."}}`}, rung.KindTransient, false},
		{"anthropic max_tokens arg", ant(400, `{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: 100000 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4"}}`), rung.KindInvalid, false},
		{"anthropic empty text block", ant(400, `{"type":"error","error":{"type":"invalid_request_error","message":"messages: text content blocks must be non-empty"}}`), rung.KindInvalid, false},
		{"anthropic 500 plain", ant(500, `{"type":"error","error":{"type":"api_error","message":"Internal server error"},"request_id":"req_1"}`), rung.KindTransient, false},
		{"gemini overloaded", Input{Protocol: "grpc", Status: 503, Code: "UNAVAILABLE", Message: "The model is overloaded. Please try again later."}, rung.KindTransient, false},
		{"gemini token count", Input{Protocol: "grpc", Status: 400, Code: "INVALID_ARGUMENT", Message: "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576)."}, rung.KindInvalid, false},
		{"gemini service disabled", Input{Protocol: "grpc", Status: 403, Code: "PERMISSION_DENIED", Message: "Generative Language API has not been used in project 123 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/generativelanguage.googleapis.com/overview?project=123 then retry. [ErrorInfo reason=SERVICE_DISABLED]"}, rung.KindPremise, false},
		{"firestore contention", grpc("", "rpc error: code = Aborted desc = Too much contention on these documents. Please try again."), rung.KindTransient, false},
		{"grpc marshal", grpc("", "rpc error: code = Internal desc = grpc: error while marshaling: proto: Marshal called with nil"), rung.KindInvalid, false},
		{"grpc resolver", grpc("", "rpc error: code = Unavailable desc = name resolver error: produced zero addresses"), rung.KindTransient, false},
		{"s3 put precondition", aws(412, "PreconditionFailed", "operation error S3: PutObject, https response error StatusCode: 412, RequestID: X, HostID: Y, api error PreconditionFailed: At least one of the pre-conditions you specified did not hold"), rung.KindConflict, false},
		{"s3 get precondition", aws(412, "PreconditionFailed", "operation error S3: GetObject, https response error StatusCode: 412, RequestID: X, HostID: Y, api error PreconditionFailed: At least one of the pre-conditions you specified did not hold"), rung.KindPremise, false},
		{"cfn no updates", aws(400, "ValidationError", "No updates are to be performed."), rung.KindConflict, false},
		{"notion not shared", h(404, "", `{"object":"error","status":404,"code":"object_not_found","message":"Could not find database with ID: 1a2b. Make sure the relevant pages and databases are shared with your integration."}`), rung.KindDenied, false},
		{"notion conflict", h(409, "", `{"object":"error","status":409,"code":"conflict_error","message":"Conflict occurred while saving. Please try again."}`), rung.KindTransient, false},
		{"notion validation", h(400, "", `{"object":"error","status":400,"code":"validation_error","message":"body failed validation: body.parent.database_id should be a valid uuid"}`), rung.KindInvalid, false},
		{"shopify throttled", h(200, "", `{"errors":[{"message":"Throttled","extensions":{"code":"THROTTLED","documentation":"https://shopify.dev/api/usage/rate-limits"}}]}`), rung.KindTransient, false},
		{"twilio not found", h(404, "", `{"code": 20404, "message": "The requested resource /2010-04-01/Accounts/AC1/Messages/SM1.json was not found", "more_info": "https://www.twilio.com/docs/errors/20404", "status": 404}`), rung.KindPremise, false},
		{"twilio bad number", h(400, "", `{"code": 21211, "message": "The 'To' number +1555 is not a valid phone number.", "more_info": "https://www.twilio.com/docs/errors/21211", "status": 400}`), rung.KindInvalid, false},
		{"discord missing perms", h(403, "", `{"message": "Missing Permissions", "code": 50013}`), rung.KindDenied, false},
		{"discord unknown channel", h(404, "", `{"message": "Unknown Channel", "code": 10003}`), rung.KindPremise, false},
		{"jira 404", h(404, "", `{"errorMessages":["Issue does not exist or you do not have permission to see it."],"errors":{}}`), rung.KindPremise, false},
		{"mcp github 422 paren", mcp("", `{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"GitHub API error (422): Unprocessable Entity"}}`), rung.KindInvalid, false},
		{"mcp isError 401", mcp("isError", `{"result":{"content":[{"type":"text","text":"Error: Request failed with status code 401"}],"isError":true}}`), rung.KindDenied, false},
		{"mcp isError enotdir", mcp("isError", `{"result":{"content":[{"type":"text","text":"Error: ENOTDIR: not a directory, scandir '/tmp/a.txt'"}],"isError":true}}`), rung.KindInvalid, false}, // the path ruling (pathkind.go)
		{"go tls remote", goe("remote error: tls: protocol version not supported"), rung.KindPremise, false},
		{"go tls remote bad certificate", goe("remote error: tls: bad certificate"), rung.KindDenied, false},
		{"go http to https", goe(`Get "https://localhost:8080/": http: server gave HTTP response to HTTPS client`), rung.KindInvalid, false},
		{"go stream error", goe("stream error: stream ID 3; INTERNAL_ERROR; received from peer"), rung.KindTransient, false},
		{"go request canceled timeout", goe(`Get "https://x": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)`), rung.KindTransient, true},
		{"500 contract for supplier expired", h(500, "", `{"error":"Contract for supplier ACME expired on 2024-06-30"}`), rung.KindPremise, false},
		{"400 account_suspended", h(400, "", `{"error":"account_suspended"}`), rung.KindPremise, false},
		{"409 es version conflict", h(409, "", `{"error":{"type":"version_conflict_engine_exception","reason":"[42]: version conflict, required seqNo [7], primary term [1]. current document has seqNo [8] and primary term [1]"},"status":409}`), rung.KindPremise, false},
		{"409 es already exists", h(409, "", `{"error":{"type":"version_conflict_engine_exception","reason":"[42]: version conflict, document already exists (current version [1])"},"status":409}`), rung.KindConflict, false},
		{"400 es index exists", h(400, "", `{"error":{"root_cause":[{"type":"resource_already_exists_exception","reason":"index [logs/abc] already exists"}],"type":"resource_already_exists_exception","reason":"index [logs/abc] already exists"},"status":400}`), rung.KindConflict, false},
		{"404 es index missing", h(404, "", `{"error":{"type":"index_not_found_exception","reason":"no such index [logs-2024]"},"status":404}`), rung.KindPremise, false},
		{"telegram blocked", h(403, "", `{"ok":false,"error_code":403,"description":"Forbidden: bot was blocked by the user"}`), rung.KindDenied, false},
		{"telegram retry", h(429, "", `{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 35","parameters":{"retry_after":35}}`), rung.KindTransient, false},
		{"www-authenticate expired", h(0, "", "HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer error=\"invalid_token\", error_description=\"The access token expired\""), rung.KindDenied, false},
		{"grpc unknown wrapping 502", grpc("", "rpc error: code = Unknown desc = unexpected HTTP status code received from server: 502 (Bad Gateway); transport: received unexpected content-type \"text/html\""), rung.KindTransient, false},
		{"lambda role propagation", aws(400, "InvalidParameterValueException", "The role defined for the function cannot be assumed by Lambda."), rung.KindTransient, false},
		{"mcp http error colon", mcp("", `{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal error","data":"HTTP error 422: Unprocessable Entity"}}`), rung.KindInvalid, false},
		{"mcp data status field", mcp("", `{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"upstream call failed","data":{"status":409,"body":"exists"}}}`), rung.KindConflict, false},
		{"mcp fetch robots", mcp("isError", `{"result":{"content":[{"type":"text","text":"The sites robots.txt (https://example.com/robots.txt), specifies that autonomous fetching of this page is not allowed"}],"isError":true}}`), rung.KindDenied, false},
		{"go tls to plain port", goe("tls: first record does not look like a TLS handshake"), rung.KindInvalid, false},
		{"slack search empty", h(200, "", `{"ok":true,"query":"invoice 1234","messages":{"total":0,"matches":[]}}`), rung.KindAmbiguous, false},
		{"ddb query empty", aws(200, "", `{"Count":0,"Items":[],"ScannedCount":0}`), rung.KindAmbiguous, false},
		{"bare empty list", h(200, "", `[]`), rung.KindAmbiguous, false},
		{"several matches wording", unknownProto("lookup 'Acme' matched multiple customers: 17, 94"), rung.KindAmbiguous, false},
		{"descriptive code carries status", Input{Protocol: "http", Code: "409 Conflict", Message: `{"message":"Resource is being updated, try again"}`}, rung.KindTransient, false},
		{"gemini json per day", Input{Protocol: "grpc", Status: 429, Code: "RESOURCE_EXHAUSTED", Message: `{"error":{"code":429,"message":"You exceeded your current quota, please check your plan and billing details.","status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.QuotaFailure","violations":[{"quotaMetric":"generativelanguage.googleapis.com/generate_content_free_tier_requests","quotaId":"GenerateRequestsPerDayPerProjectPerModel-FreeTier","quotaValue":"50"}]},{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"47s"}]}}`}, rung.KindPremise, false},
		{"gemini json per minute", Input{Protocol: "grpc", Status: 429, Code: "RESOURCE_EXHAUSTED", Message: `{"error":{"code":429,"message":"You exceeded your current quota, please check your plan and billing details.","status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.QuotaFailure","violations":[{"quotaId":"GenerateRequestsPerMinutePerProjectPerModel-FreeTier","quotaValue":"15"}]},{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"47s"}]}}`}, rung.KindTransient, false},
		{"gemini json zero", Input{Protocol: "grpc", Status: 429, Code: "RESOURCE_EXHAUSTED", Message: `{"error":{"code":429,"message":"You exceeded your current quota.","status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.QuotaFailure","violations":[{"quotaId":"GenerateRequestsPerMinutePerProjectPerModel-FreeTier","quotaValue":"0"}]}]}}`}, rung.KindPremise, false},
		{"ddb table quota", aws(400, "LimitExceededException", "operation error DynamoDB: CreateTable, https response error StatusCode: 400, RequestID: X, LimitExceededException: Subscriber limit exceeded: You have reached the maximum number of tables allowed per account in this region (2500)"), rung.KindPremise, false},
		{"kms rate", aws(400, "LimitExceededException", "operation error KMS: Decrypt, https response error StatusCode: 400, RequestID: X, LimitExceededException: You have exceeded the rate at which you may call KMS. Reduce the frequency of your calls."), rung.KindTransient, false},
		{"service name is not billing", unknownProto("billing-service: dial tcp 10.0.0.9:8080: connect: connection refused"), rung.KindTransient, false},
		{"billing disabled", h(403, "", `{"error":{"message":"This API method requires billing to be enabled. Please enable billing on project #123"}}`), rung.KindPremise, false},
		{"bedrock extraneous key", aws(400, "ValidationException", "operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 400, RequestID: X, ValidationException: Malformed input request: #: extraneous key [top_k] is not permitted, please reformat your input and try again."), rung.KindInvalid, false},
		{"openai param not allowed", oai(400, `{"error":{"message":"Unsupported parameter: 'temperature' is not allowed to be set for this model.","type":"invalid_request_error","param":"temperature","code":"unsupported_parameter"}}`), rung.KindInvalid, false},
		{"invalid then try again", unknownProto("Invalid JSON in request body, please fix it and try again"), rung.KindInvalid, false},
		{"plain try again", unknownProto("Something went wrong, please try again later"), rung.KindTransient, false},
		{"port is not a status", unknownProto(`Get "https://api.example.com:443/v1/items": EOF`), rung.KindTransient, false},
		{"go ephemeral ports", goe("dial tcp 10.0.0.5:443: connect: cannot assign requested address"), rung.KindTransient, false},
	})
}

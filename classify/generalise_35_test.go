package classify

import (
	"testing"
	"time"

	"github.com/rungkit/rung"
)

type case35 struct {
	name     string
	protocol string
	status   int
	code     string
	msg      string
	want     rung.Kind
	wait     time.Duration // the Retry-After expected, 0 for none checked
}

func run35(t *testing.T, cases []case35) {
	t.Helper()
	for _, tc := range cases {
		r := Classify(Input{Protocol: tc.protocol, Status: tc.status, Code: tc.code, Message: tc.msg})
		if r.Kind != tc.want {
			t.Errorf("%s: got %s (%s), want %s", tc.name, r.Kind, r.Reason, tc.want)
		}
		if tc.wait > 0 && (!r.HasRetryAfter || r.RetryAfter != tc.wait) {
			t.Errorf("%s: RetryAfter = %v (has %v), want %v", tc.name, r.RetryAfter, r.HasRetryAfter, tc.wait)
		}
	}
}

// TestGeneralise35CreateOnly checks set 35's first class: a precondition
// failure on a write that asserted nothing was there is the object being
// there (conflict), however the service spells the condition; a
// precondition on a version the caller read stays premise.
func TestGeneralise35CreateOnly(t *testing.T) {
	run35(t, []case35{
		// The set's line: googleapi's text behind a tool naming the condition.
		{"gcs json api ifGenerationMatch=0 (set 35)", "http", 412, "conditionNotMet",
			"upload gs://acme-reports/daily/2026-12-01.csv if absent (ifGenerationMatch=0): googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet", rung.KindConflict, 0},
		// google-cloud-python: api_core's PreconditionFailed quotes the
		// upload URL, which carries the query parameter.
		{"google-cloud-storage python if_generation_match=0", "", 412, "",
			"google.api_core.exceptions.PreconditionFailed: 412 POST https://storage.googleapis.com/upload/storage/v1/b/acme-reports/o?uploadType=multipart&ifGenerationMatch=0: {\n  \"error\": {\n    \"code\": 412,\n    \"message\": \"At least one of the pre-conditions you specified did not hold.\",\n    \"errors\": [\n      {\n        \"message\": \"At least one of the pre-conditions you specified did not hold.\",\n        \"domain\": \"global\",\n        \"reason\": \"conditionNotMet\",\n        \"locationType\": \"header\",\n        \"location\": \"If-Match\"\n      }\n    ]\n  }\n}\n: ('Request failed with status code', 412, 'Expected one of', <HTTPStatus.OK: 200>)", rung.KindConflict, 0},
		// gsutil with the XML API's header (cloud.google.com/storage/docs/gsutil/addlhelp/ObjectVersioningandConcurrencyControl).
		{"gsutil x-goog-if-generation-match:0", "http", 412, "",
			"gsutil -h x-goog-if-generation-match:0 cp report.csv gs://acme-reports/daily/: PreconditionException: 412 At least one of the pre-conditions you specified did not hold.", rung.KindConflict, 0},
		// Go: storage.Conditions{DoesNotExist: true} on ObjectHandle.If.
		{"go storage DoesNotExist", "http", 412, "",
			"write gs://acme-reports/daily/2026-12-01.csv with conditions {DoesNotExist:true}: googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet", rung.KindConflict, 0},
		// WebDAV MOVE with Overwrite: F onto an existing resource (RFC 4918 10.6).
		{"webdav overwrite F", "http", 412, "",
			"MOVE /dav/reports/draft.odt -> /dav/reports/final.odt (Overwrite: F): 412 Precondition Failed", rung.KindConflict, 0},
		// RFC 9110 13.1.2: a PUT with If-None-Match: * on an existing target.
		{"rfc 9110 if-none-match *", "http", 412, "",
			"PUT https://files.example.org/reports/2026-12-01.csv (If-None-Match: *): 412 Precondition Failed", rung.KindConflict, 0},
		// Cloud Storage's gRPC API (storage/v2): the 412 is FAILED_PRECONDITION.
		{"gcs grpc api FAILED_PRECONDITION generation 0", "grpc", 0, "FailedPrecondition",
			"write gs://acme-reports/daily/2026-12-01.csv (if_generation_match=0): rpc error: code = FailedPrecondition desc = At least one of the pre-conditions you specified did not hold.", rung.KindConflict, 0},
		{"gcs grpc api FAILED_PRECONDITION on a read generation", "grpc", 0, "FailedPrecondition",
			"write gs://acme-reports/daily/2026-12-01.csv (if_generation_match=1764650411000000): rpc error: code = FailedPrecondition desc = At least one of the pre-conditions you specified did not hold.", rung.KindPremise, 0},
		// Not create-only: a metageneration or a generation the caller read.
		{"gcs ifMetagenerationMatch=0 is not existence", "http", 412, "conditionNotMet",
			"patch gs://acme-reports/daily/2026-12-01.csv (ifMetagenerationMatch=0): googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet", rung.KindPremise, 0},
		{"gcs ifGenerationMatch=1764650411 is a read version", "http", 412, "conditionNotMet",
			"upload gs://acme-reports/daily/2026-12-01.csv (ifGenerationMatch=1764650411000000): googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet", rung.KindPremise, 0},
	})
}

// TestGeneralise35QuotedHeaders checks set 35's second class: a status line
// and its headers quoted after a tool's prefix are the response's, so their
// Retry-After is read (a 413 with one is temporary, RFC 9110 15.5.14); a
// sentence that only names HTTP is not a status line.
func TestGeneralise35QuotedHeaders(t *testing.T) {
	run35(t, []case35{
		// The set's line.
		{"413 retry-after after a PUT prefix (set 35)", "http", 413, "",
			"PUT https://uploads.example.net/v1/blobs/7f3a: HTTP/1.1 413 Content Too Large\nRetry-After: 90\n\n", rung.KindTransient, 90 * time.Second},
		// The same with RFC 7231's reason phrase and CRLF, no status in the input.
		{"413 payload too large crlf, status from the text", "", 0, "",
			"webhook delivery failed: HTTP/1.1 413 Payload Too Large\r\nRetry-After: 3600\r\nContent-Length: 0\r\n\r\n", rung.KindTransient, time.Hour},
		// HTTP/2 lower-case headers (RFC 9113 8.2.1) on a new line after the tool's words.
		{"503 http2 on the next line", "http", 0, "",
			"upstream call failed:\nHTTP/2 503\nretry-after: 120\ncontent-type: text/html\n\n<html><body>maintenance</body></html>", rung.KindTransient, 2 * time.Minute},
		// The one-line form after a prefix.
		{"429 one-line after prefix", "", 0, "",
			"upload chunk 3: HTTP 429, retry-after: 12\n{\"error\":\"slow down\"}", rung.KindTransient, 12 * time.Second},
		// Without a Retry-After the 413 stays the request's size.
		{"413 without retry-after", "http", 413, "",
			"PUT https://uploads.example.net/v1/blobs/7f3a: HTTP/1.1 413 Content Too Large\nContent-Length: 0\n\n", rung.KindInvalid, 0},
		// Sentences that name HTTP but are not status lines.
		{"go http response to https client", "go", 0, "",
			"Get \"https://10.0.0.5:8080/healthz\": http: server gave HTTP response to HTTPS client", rung.KindInvalid, 0},
	})
	if st, _, _ := SplitHTTPMessage("fetch: HTTP/1.1 429 Too Many Requests\nRetry-After: 5\n\n"); st != 0 {
		t.Errorf("SplitHTTPMessage reads only a leading status line; got %d", st)
	}
}

// TestGeneralise35SpannerText checks the Spanner Go client's own rendering
// of a gRPC status (cloud.google.com/go/spanner errors.go: spanner: code =
// %q, desc = %q), which quotes the code's name: it reads as the status, so
// the gRPC rules apply (a session the server dropped is retried on a new
// one; a transaction aborted by another runs again; a missing table is the
// schema's).
func TestGeneralise35SpannerText(t *testing.T) {
	run35(t, []case35{
		{"spanner session not found", "grpc", 0, "",
			"spanner: code = \"NotFound\", desc = \"Session not found: projects/acme/instances/main/databases/orders/sessions/AJ8b3x\"", rung.KindTransient, 0},
		{"spanner aborted, no protocol", "", 0, "",
			"commit order 5521: spanner: code = \"Aborted\", desc = \"Transaction was aborted.\"", rung.KindTransient, 0},
		{"spanner table not found", "grpc", 0, "",
			"spanner: code = \"NotFound\", desc = \"Table not found: Singer\"", rung.KindPremise, 0},
		{"spanner null value", "grpc", 0, "",
			"spanner: code = \"FailedPrecondition\", desc = \"Cannot specify a null value for column: Singers.FirstName in table: Singers referenced by key: {Int64(7)}\"", rung.KindInvalid, 0},
	})
}

// TestGeneralise35SlackText checks Slack's error code as Slack's clients
// render it as text, with no body or code field: set 35's slack-go lines
// without their code, python slack_sdk's SlackApiError and node
// @slack/web-api's platform error; a generic trailing word that Slack's
// table also holds keeps its generic reading.
func TestGeneralise35SlackText(t *testing.T) {
	run35(t, []case35{
		// Set 35's slack-go lines, the code field dropped.
		{"slack-go is_archived", "", 0, "", "notify #release-2026-11 (C07QJ2M4H1K): is_archived", rung.KindPremise, 0},
		{"slack-go cant_invite_self", "", 0, "", "invite U02ABCDEF9,U07KLMNOP2 to C07QJ2M4H1K: cant_invite_self", rung.KindInvalid, 0},
		{"slack-go team_access_not_granted", "", 0, "", "fetch history of C05LMN6PQ7R: team_access_not_granted", rung.KindDenied, 0},
		// slack-go with other codes.
		{"slack-go already_reacted", "", 0, "", "add reaction white_check_mark to 1733100000.000200: already_reacted", rung.KindConflict, 0},
		{"slack-go restricted_action", "", 0, "", "create channel release-42: restricted_action", rung.KindDenied, 0},
		// python slack_sdk errors.SlackApiError.
		{"python slack_sdk already_reacted", "", 0, "",
			"The request to the Slack API failed. (url: https://slack.com/api/reactions.add)\nThe server responded with: {'ok': False, 'error': 'already_reacted'}", rung.KindConflict, 0},
		// node @slack/web-api platformErrorFromResult.
		{"node web-api msg_too_long", "", 0, "", "An API error occurred: msg_too_long", rung.KindInvalid, 0},
		// A generic word at the end is not Slack's.
		{"generic trailing request_timeout", "", 0, "", "call billing service: request_timeout", rung.KindTransient, 0},
	})
}

// TestGeneralise35ClientText checks a code an SDK's rendering quotes when
// the failure arrives as text alone: the MCP TypeScript SDK's "MCP error
// -326xx" and genai's "Status: <gRPC name>" read by their tables, as under
// their protocols (probing sets 23, 25, 32 and 35 without their fields).
func TestGeneralise35ClientText(t *testing.T) {
	run35(t, []case35{
		{"mcp ts tool disabled", "", 0, "", "MCP error -32602: Tool deploy_preview disabled", rung.KindPremise, 0},
		{"mcp ts tool not found (set 35)", "", 0, "", "McpError: MCP error -32602: Tool create_pull_request not found", rung.KindInvalid, 0},
		{"mcp ts resource not found (set 35)", "", 0, "", "McpError: MCP error -32602: Resource file:///srv/reports/2026-11.md not found", rung.KindPremise, 0},
		{"mcp ts timeout wrapped (set 35)", "", 0, "", "call tool search_issues on server github: McpError: MCP error -32001: Request timed out", rung.KindTransient, 0},
		{"genai json mode on gemma", "", 0, "", "Error 400, Message: Json mode is not enabled for models/gemma-3-27b-it, Status: INVALID_ARGUMENT, Details: []", rung.KindInvalid, 0},
		{"genai location (set 35)", "", 0, "", "generate summary: Error 400, Message: User location is not supported for the API use., Status: FAILED_PRECONDITION, Details: []", rung.KindDenied, 0},
		{"genai 503 overloaded", "", 0, "", "Error 503, Message: The model is overloaded. Please try again later., Status: UNAVAILABLE, Details: []", rung.KindTransient, 0},
		// openai-python / anthropic-sdk-python APIStatusError: the status in
		// "Error code: N - {python dict}" decides with the text.
		{"openai-python 404 model", "", 0, "", "openai.NotFoundError: Error code: 404 - {'error': {'message': 'The model `gpt-4.1-mini-2025-04-15` does not exist or you do not have access to it.', 'type': 'invalid_request_error', 'param': None, 'code': 'model_not_found'}}", rung.KindInvalid, 0},
		{"openai-python 429 quota", "", 0, "", "openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}", rung.KindPremise, 0},
		{"openai-python 400 active run", "", 0, "", "openai.BadRequestError: Error code: 400 - {'error': {'message': \"Can't add messages to thread_abc while a run run_xyz is active.\", 'type': 'invalid_request_error', 'param': None, 'code': None}}", rung.KindTransient, 0},
		{"anthropic-python 529", "", 0, "", "anthropic.InternalServerError: Error code: 529 - {'type': 'error', 'error': {'type': 'overloaded_error', 'message': 'Overloaded'}}", rung.KindTransient, 0},
		{"anthropic-python 403", "", 0, "", "anthropic.PermissionDeniedError: Error code: 403 - {'type': 'error', 'error': {'type': 'permission_error', 'message': 'Your API key does not have permission to use the specified resource.'}}", rung.KindDenied, 0},
	})
}

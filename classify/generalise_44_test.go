package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise44WebDAVMethodStatus checks set 44's class of a status that
// WebDAV gives a meaning of its own per method (RFC 4918 9.3.1, 9.8.5,
// 9.9.4): a 409 to MKCOL, COPY or MOVE is a missing parent collection
// (premise), a 405 to MKCOL a collection that is already there (conflict),
// in each client's rendering; the same statuses to other methods, or with
// no request line, keep their usual reading.
func TestGeneralise44WebDAVMethodStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's lines: a Go tool printing the method, the URL and the status.
		{"go tool MKCOL 409 (set 44)", "http", 409, "", "MKCOL https://dav.acme.example/remote.php/dav/files/agent/reports/2026/12/: 409 Conflict", rung.KindPremise},
		{"go tool MKCOL 405 (set 44)", "http", 405, "", "MKCOL https://dav.acme.example/remote.php/dav/files/agent/reports/2026/: 405 Method Not Allowed", rung.KindConflict},
		// studio-b12/gowebdav: os.PathError{Op, Path, StatusError} prints
		// the bare status; Mkdir and MkdirAll send MKCOL, Rename and Copy
		// send MOVE and COPY (requests.go copymove).
		{"gowebdav Mkdir 409", "go", 0, "", "upload report: Mkdir /reports/2026/12/: 409", rung.KindPremise},
		{"gowebdav MkdirAll 409", "", 0, "", "MkdirAll /backups/db/2026/: 409", rung.KindPremise},
		{"gowebdav Rename 409", "go", 0, "", "archive invoice: MOVE /inbox/invoice-8812.pdf: 409", rung.KindPremise},
		{"gowebdav Copy 409", "", 0, "", "COPY /templates/report.odt: 409", rung.KindPremise},
		// curl -f with -X MKCOL in a shell tool: curl's own "(22)" text.
		{"curl -X MKCOL 409", "", 0, "", "curl -sSf -X MKCOL https://cloud.example.org/remote.php/dav/files/agent/a/b/: curl: (22) The requested URL returned error: 409", rung.KindPremise},
		// golang.org/x/net/webdav answers MKCOL on an existing directory
		// with 405 and the status text as the body.
		{"x/net/webdav MKCOL 405", "", 0, "", "MKCOL http://127.0.0.1:8080/dav/reports/: 405 Method Not Allowed\nMethod Not Allowed", rung.KindConflict},
		// A PUT's 409 on a WebDAV server (RFC 4918 9.7.1), shown by SabreDAV's
		// DAV: error body as Nextcloud sends it.
		{"sabredav PUT 409", "http", 409, "", "PUT https://cloud.example.org/remote.php/dav/files/agent/missing/dir/a.txt: 409 Conflict\n<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:error xmlns:d=\"DAV:\" xmlns:s=\"http://sabredav.org/ns\"><s:exception>Sabre\\DAV\\Exception\\Conflict</s:exception><s:message>Files can only be created as children of collections</s:message></d:error>", rung.KindPremise},
		// Other methods and a sentence's "move" keep the status's reading.
		{"REST PUT 409 stays conflict", "http", 409, "", "PUT https://api.example.com/v1/items/42: 409 Conflict", rung.KindConflict},
		{"a move in words stays conflict", "http", 409, "", "move ticket OPS-88 to done: 409 Conflict", rung.KindConflict},
		{"POST 405 stays invalid", "http", 405, "", "POST https://api.example.com/v1/items/42: 405 Method Not Allowed", rung.KindInvalid},
		{"go os mkdir stays conflict", "go", 0, "", "mkdir /srv/agent/reports: file exists", rung.KindConflict},
	})
}

// TestGeneralise44MCPResourceTemplate checks set 44's class of an MCP
// -32602 for a resource template the server does not have: a name the
// client takes from resources/templates/list, as a tool's or a prompt's,
// so invalid, in several servers' wording; a resource URI that is not
// found stays premise.
func TestGeneralise44MCPResourceTemplate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line: typescript-sdk server/mcp.ts, completion/complete.
		{"typescript-sdk completion (set 44)", "mcp", 0, "-32602", "complete argument owner: McpError: MCP error -32602: Resource template repo://{owner}/{repo}/issues not found", rung.KindInvalid},
		// The same check in other MCP servers' completion handlers (the
		// public code index: a Zig server, a Python server, a C# server's
		// McpError.InvalidParams, a Ruby server's invalid_params).
		{"zig server", "mcp", 0, "", `{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"unknown resource template: notes://{folder}/{id}"}}`, rung.KindInvalid},
		{"python server", "mcp", 0, "-32602", "Unknown resource template for completion: db://{schema}/{table}", rung.KindInvalid},
		{"c# server", "", 0, "", `MCP error -32602: unknown resource template "docs://{section}"`, rung.KindInvalid},
		{"ruby server", "mcp", 0, "-32602", "Resource template not found for URI: file:///{path}", rung.KindInvalid},
		// A resource, not a template, stays missing data.
		{"resource under templates/ stays premise", "mcp", 0, "-32602", "MCP error -32602: Resource file:///srv/templates/invoice.md not found", rung.KindPremise},
		{"spec -32002 stays premise", "mcp", 0, "", `{"jsonrpc":"2.0","id":5,"error":{"code":-32002,"message":"Resource not found","data":{"uri":"file:///srv/templates/invoice.md"}}}`, rung.KindPremise},
	})
}

// TestGeneralise44PeriodInAName checks that a period word inside a name the
// message quotes (an object key, a URL path, a bucket) does not make a rate
// limit a daily quota, while the limit's own words still do. Found probing
// set 44's vendors beyond the set: Cloud Storage's 429 on an object under
// daily/ read as a daily quota.
func TestGeneralise44PeriodInAName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Cloud Storage's per-object mutation rate (cloud.google.com/storage/docs/gcs429).
		{"gcs object under daily/", "http", 429, "", "googleapi: Error 429: The object acme-exports/daily/2026-12-01.csv exceeded the rate limit for object mutation operations (create, update, and delete). Please reduce your request rate. See https://cloud.google.com/storage/docs/gcs429., rateLimitExceeded", rung.KindTransient},
		{"gcs object daily.csv", "http", 429, "", "googleapi: Error 429: The object acme-exports/daily.csv exceeded the rate limit for object mutation operations (create, update, and delete). Please reduce your request rate. See https://cloud.google.com/storage/docs/gcs429., rateLimitExceeded", rung.KindTransient},
		// S3's SlowDown on a key under monthly/ (aws-sdk-go-v2 throttle set).
		{"s3 slowdown on monthly/ key", "aws", 503, "", "upload s3://acme-reports/monthly/2026-11.parquet: operation error S3: PutObject, https response error StatusCode: 503, RequestID: 7Q2KJ8R3V1N0M4XZ, HostID: pX9, api error SlowDown: Please reduce your request rate.", rung.KindTransient},
		{"bucket named for a period", "http", 429, "", "googleapi: Error 429: The object acme-daily-exports/orders.csv exceeded the rate limit for object mutation operations (create, update, and delete). Please reduce your request rate., rateLimitExceeded", rung.KindTransient},
		// A 429 whose URL has a path segment named for a period.
		{"url path /days/", "http", 429, "", "GET https://api.example.com/v1/days/2026-12-01/summary: 429 Too Many Requests", rung.KindTransient},
		{"url path /day/", "http", 429, "", "GET https://api.example.com/v1/stats/day/2026-12-01: 429 Too Many Requests", rung.KindTransient},
		// The limit's own words keep their reading.
		// Cohere's trial key, limited per month (docs.cohere.com rate limits).
		{"cohere calls / month", "http", 429, "", `{"id":"5d1c8b0e","message":"You are using a Trial key, which is limited to 1000 API calls / month. You can continue to use the Trial key for free or upgrade to a Production key with higher rate limits at 'https://dashboard.cohere.com/api-keys'."}`, rung.KindPremise},
		{"ses daily quota", "aws", 400, "", "operation error SES: SendEmail, https response error StatusCode: 400, RequestID: 1, api error Throttling: Daily message quota exceeded.", rung.KindPremise},
		{"googleapi dailyLimitExceeded", "http", 403, "", "googleapi: Error 403: Daily Limit Exceeded. The quota will be reset at midnight Pacific Time (PT)., dailyLimitExceeded", rung.KindPremise},
		{"quota per day", "grpc", 0, "", "rpc error: code = ResourceExhausted desc = Quota exceeded for quota metric 'Queries' and limit 'Queries per day' of service 'translate.googleapis.com' for consumer 'project_number:884210375519'.", rung.KindPremise},
	})
}

// TestGeneralise44ModelAccess checks that a model_not_found which says the
// project or organization may not use the model is denied also when the
// client's text carries no status field, while OpenAI's answer for a
// misspelt model ("does not exist or you do not have access to it") stays
// invalid. Found running set 44's lines with protocol, status and code
// removed (the text alone an agent's tool may pass on).
func TestGeneralise44ModelAccess(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// openai-go's Error() text, no status or protocol given (set 44's line, bare).
		{"openai-go 403 text only", "", 0, "", "POST \"https://api.openai.com/v1/chat/completions\": 403 Forbidden {\"message\":\"Project `proj_Rk4Tn8Wq2Lx6Zp9Vb3Mc` does not have access to model `gpt-4.1`\",\"type\":\"invalid_request_error\",\"param\":null,\"code\":\"model_not_found\"}", rung.KindDenied},
		// openai-python's PermissionDeniedError (APIStatusError rendering).
		{"openai-python 403", "", 0, "", "openai.PermissionDeniedError: Error code: 403 - {'error': {'message': 'Project `proj_Rk4Tn8Wq2Lx6Zp9Vb3Mc` does not have access to model `o3`', 'type': 'invalid_request_error', 'param': None, 'code': 'model_not_found'}}", rung.KindDenied},
		// The body alone, as a tool relays it.
		{"openai body only", "openai", 0, "", `{"error":{"message":"Project ` + "`proj_Rk4Tn8Wq2Lx6Zp9Vb3Mc`" + ` does not have access to model ` + "`gpt-4.1`" + `","type":"invalid_request_error","param":null,"code":"model_not_found"}}`, rung.KindDenied},
		// A misspelt model stays a wrong name, with or without its 404.
		{"openai misspelt model 404", "openai", 404, "", `{"error":{"message":"The model ` + "`gpt-4o-mini-2025`" + ` does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}}`, rung.KindInvalid},
		{"openai misspelt model text only", "", 0, "", "POST \"https://api.openai.com/v1/chat/completions\": 404 Not Found {\"message\":\"The model `gpt-4o-mini-2025` does not exist or you do not have access to it.\",\"type\":\"invalid_request_error\",\"param\":null,\"code\":\"model_not_found\"}", rung.KindInvalid},
	})
}

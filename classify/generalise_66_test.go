package classify

import (
	"strings"
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise66 holds the class set 66 missed (a PUT to a collection
// URL answered with a bare 409), and a class it got right only where the
// Overwrite header shows (a COPY's or MOVE's 412), in other servers' and
// clients' words, each with its source, with the neighbours that must keep
// their own reading.
func TestGeneralise66(t *testing.T) {
	const nginx409 = "<html>\r\n<head><title>409 Conflict</title></head>\r\n<body>\r\n<center><h1>409 Conflict</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n"
	cases := []wordingCase{
		// A PUT whose target ends in "/" names a collection (RFC 4918 5.2),
		// which a PUT cannot write (9.7.2): the request's shape, whatever
		// the 409 reads as.
		{"put to a collection: set 66: nginx 1.22.1 dav module (logs \"cannot PUT to a collection\", answers its generic page), Go net/http through the agent's tool", "http", 409, "", "PUT http://127.0.0.1:20661/dav/: 409 Conflict\n" + nginx409, rung.KindInvalid},
		{"put to a collection: nginx dav module, a nested collection, the URL quoted as Go's url.Error quotes it", "", 0, "", "webdav.upload: PUT \"https://files.example.org/dav/tickets/4471/\": 409 Conflict\n" + nginx409, rung.KindInvalid},
		{"put to a collection: Nextcloud (SabreDAV, remote.php/dav) whose body the tool dropped; SabreDAV Sabre/DAV/Server.php answers a PUT to a collection 409 \"PUT is not allowed on non-files.\"", "", 409, "", "PUT https://cloud.example.com/remote.php/dav/files/bea/Reports/: 409 Conflict", rung.KindInvalid},
		{"put to a collection: Apache httpd mod_dav (modules/dav/main/mod_dav.c dav_method_put: \"Cannot PUT to a collection.\", HTTP_CONFLICT), its error page", "http", 409, "", "PUT http://files.example.org/dav/reports/?overwrite=1: 409 Conflict\n<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<html><head>\n<title>409 Conflict</title>\n</head><body>\n<h1>Conflict</h1>\n<p>Cannot PUT to a collection.</p>\n</body></html>\n", rung.KindInvalid},
		{"put to a collection: lighttpd mod_webdav (src/mod_webdav.c: a PUT to a collection is 405), a tool's status line", "", 405, "", "PUT http://127.0.0.1:8080/webdav/reports/2026-12/: 405 Method Not Allowed", rung.KindInvalid},
		// A COPY's or MOVE's 412 is its Overwrite: F meeting a mapped
		// destination (RFC 4918 9.8.5, 9.9.4): the world holds it.
		{"copy or move onto a mapped destination: set 66: nginx 1.22.1 dav module MOVE with Overwrite: F (error.log: \"could not be created (17: File exists)\")", "http", 412, "", "MOVE http://127.0.0.1:20661/dav/ticket-4471.md: 412 Precondition Failed\nDestination: http://127.0.0.1:20661/dav/ticket-4471-summary.md\nOverwrite: F\n" + strings.Replace(nginx409, "409 Conflict", "412 Precondition Failed", 2), rung.KindConflict},
		{"copy or move onto a mapped destination: studio-b12/gowebdav Rename(old, new, false): copymove sends Overwrite: F and returns NewPathError(method, oldpath, status)", "", 0, "", "MOVE /tickets/4471.md: 412", rung.KindConflict},
		{"copy or move onto a mapped destination: a tool's status line for a WebDAV COPY (Nextcloud, SabreDAV CopyMove plugin: 412 when Overwrite is F and the destination exists)", "", 0, "", "COPY https://cloud.example.com/remote.php/dav/files/bea/Reports/q3.md: 412 Precondition Failed", rung.KindConflict},
		{"copy or move onto a mapped destination: Apache httpd mod_dav (modules/dav/main/mod_dav.c dav_method_copymove), its page without the method", "http", 412, "", "<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<html><head>\n<title>412 Precondition Failed</title>\n</head><body>\n<h1>Precondition Failed</h1>\n<p>Destination is not empty and Overwrite is not \"T\"</p>\n</body></html>\n", rung.KindConflict},
		// An extended result code is the evidence where the primary one is
		// not: 1032 (SQLITE_READONLY_DBMOVED) is a file moved or deleted
		// under the connection, not a connection refused writes.
		{"extended code as a field: set 66: modernc SQLite, the cache file removed under an open connection (rescode.html#readonly_dbmoved)", "sqlite", 0, "SQLITE_READONLY_DBMOVED", "tool cache.exec: attempt to write a readonly database (1032)", rung.KindPremise},
		{"extended code as a field: rusqlite Error's Debug (src/error.rs SqliteFailure(ffi::Error { code, extended_code }, Option<String>))", "", 0, "", "SqliteFailure(Error { code: ReadOnly, extended_code: 1032 }, Some(\"attempt to write a readonly database\"))", rung.KindPremise},
		{"extended code as a field: mattn/go-sqlite3 sqlite3.Error printed with %+v (error.go: Code, ExtendedCode, SystemErrno, err)", "", 0, "", "cache: &{Code:8 ExtendedCode:1032 SystemErrno:0 err:attempt to write a readonly database}", rung.KindPremise},
		{"extended code as a field: better-sqlite3 SqliteError: err.code is the extended name (lib/sqlite-error.js)", "", 0, "SQLITE_READONLY_DBMOVED", "SqliteError: attempt to write a readonly database", rung.KindPremise},
		{"extended code as a field (negative): rusqlite on a database opened read-only (SQLITE_OPEN_READ_ONLY): 8, the connection's own mode", "", 0, "", "SqliteFailure(Error { code: ReadOnly, extended_code: 8 }, Some(\"attempt to write a readonly database\"))", rung.KindDenied}, // the read-only ruling (sqlite.go)
		// A server's own sentence that it erred, without status or type.
		{"the server erred: set 66: openai-go, a server_error event inside a 200 stream (https://platform.openai.com/docs/guides/error-codes 500)", "openai", 200, "", "tool research.answer_ticket: received error while streaming: {\"message\":\"The server had an error while processing your request. Sorry about that!\",\"type\":\"server_error\",\"param\":null,\"code\":null}", rung.KindTransient},
		{"the server erred: openai-python _streaming.py: an error event raises APIError(message=the event's message) with no status", "", 0, "", "openai.APIError: The server had an error while processing your request. Sorry about that!", rung.KindTransient},
		{"the server erred: Azure OpenAI, the same 500 sentence relayed by a LangChain tool", "", 0, "", "Tool llm.complete failed: The server had an error processing your request. Sorry about that! You can retry your request, or contact us through an Azure support request at: https://go.microsoft.com/fwlink/?linkid=2213926 if you keep seeing this error.", rung.KindTransient},
		// A tools/call result without isError whose items partly failed is
		// a partial success whatever protocol the caller names.
		{"partial result: set 66: server-filesystem read_multiple_files through the go-sdk (CallToolResult as JSON)", "mcp", 0, "", `{"content":[{"type":"text","text":"/tmp/w66/ws/tickets/ticket-4471.md:\n# Ticket 4471\n\n---\n/tmp/w66/ws/tickets/ticket-4471-attachments.md: Error - ENOENT: no such file or directory, open '/tmp/w66/ws/tickets/ticket-4471-attachments.md'"}]}`, rung.KindAmbiguous},
		{"partial result: the same result as raw JSON-RPC hands it over, with no protocol named (MCP spec basic: a JSON-RPC response's result)", "", 0, "", `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"/srv/ws/a.md:\n# A\n\n---\n/srv/ws/b.md: Error - ENOENT: no such file or directory, open '/srv/ws/b.md'"}]}}`, rung.KindAmbiguous},
		{"partial result: the TypeScript SDK's callTool result marshalled by a Node tool, an item outside the allowed directories", "", 0, "", `{"content":[{"type":"text","text":"/srv/ws/notes/a.md:\nhello\n\n---\n/etc/b.md: Error - Access denied - path outside allowed directories: /etc/b.md not in /srv/ws"}]}`, rung.KindAmbiguous},
		{"partial result (negative): read_multiple_files where every item failed: the first item's cause decides", "", 0, "", `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"/srv/ws/a.md: Error - ENOENT: no such file or directory, open '/srv/ws/a.md'\n---\n/srv/ws/b.md: Error - ENOENT: no such file or directory, open '/srv/ws/b.md'"}]}}`, rung.KindPremise},
		// golang.org/x/net/webdav's Handler (webdav.go: handlePut,
		// handleMkcol, handleCopyMove), captured live through Go net/http;
		// its body is http.StatusText.
		{"put to a collection: golang.org/x/net/webdav v0.62.0 handlePut: OpenFile on a directory fails, not IsNotExist, so 404 (captured live)", "http", 404, "", "PUT http://127.0.0.1:20665/tickets/: 404 Not Found\nNot Found", rung.KindInvalid},
		{"mkcol on a mapped URL: golang.org/x/net/webdav handleMkcol: os.IsExist gives 405 (captured live)", "http", 405, "", "MKCOL http://127.0.0.1:20665/tickets/: 405 Method Not Allowed\nMethod Not Allowed", rung.KindConflict},
		{"mkcol under a missing collection: golang.org/x/net/webdav handleMkcol: os.IsNotExist gives 409 (captured live)", "http", 409, "", "MKCOL http://127.0.0.1:20665/archive/2026/: 409 Conflict\nConflict", rung.KindPremise},
		{"copy or move onto a mapped destination: golang.org/x/net/webdav handleCopyMove with Overwrite: F onto an existing file: 412 (captured live)", "http", 412, "", "MOVE http://127.0.0.1:20665/tickets/4471.md: 412 Precondition Failed\nPrecondition Failed", rung.KindConflict},
		{"copy or move onto a mapped destination: golang.org/x/net/webdav handleCopyMove, COPY with Overwrite: F (captured live)", "http", 412, "", "COPY http://127.0.0.1:20665/tickets/4471.md: 412 Precondition Failed\nPrecondition Failed", rung.KindConflict},
		// An error inside a 200 stream is read by its own type and code, as
		// the same error on its own status would be.
		{"error inside a 200 stream: openai-go v3 ssestream, an error object inside a 200 stream (captured live)", "openai", 200, "", "tool research.answer_ticket: received error while streaming: {\"message\":\"Rate limit reached for gpt-4.1 in organization org-Zk3 on tokens per min (TPM): Limit 30000, Used 29500, Requested 1200. Please try again in 1.4s.\",\"type\":\"tokens\",\"param\":null,\"code\":\"rate_limit_exceeded\"}", rung.KindTransient},
		{"error inside a 200 stream: openai-go v3 ssestream, an error object inside a 200 stream (captured live)", "openai", 200, "", "tool research.answer_ticket: received error while streaming: {\"message\":\"This model's maximum context length is 128000 tokens. However, your messages resulted in 131206 tokens. Please reduce the length of the messages.\",\"type\":\"invalid_request_error\",\"param\":\"messages\",\"code\":\"context_length_exceeded\"}", rung.KindInvalid},
		{"error inside a 200 stream: anthropic-sdk-go v2.15.0, an error event inside a 200 stream (captured live; docs.claude.com streaming#error-events)", "anthropic", 200, "api_error", "tool research.answer_ticket: POST \"https://api.anthropic.com/v1/messages\": 200 OK {\"type\":\"error\",\"error\":{\"type\":\"api_error\",\"message\":\"Internal server error\"}}", rung.KindTransient},
		{"error inside a 200 stream: anthropic-sdk-go v2.15.0, an error event inside a 200 stream (captured live; docs.claude.com streaming#error-events), the tool dropping the error type", "anthropic", 200, "", "tool research.answer_ticket: POST \"https://api.anthropic.com/v1/messages\": 200 OK {\"type\":\"error\",\"error\":{\"type\":\"api_error\",\"message\":\"Internal server error\"}}", rung.KindTransient},
		{"error inside a 200 stream: anthropic-sdk-go v2.15.0, an error event inside a 200 stream (captured live; docs.claude.com streaming#error-events)", "anthropic", 200, "rate_limit_error", "tool research.answer_ticket: POST \"https://api.anthropic.com/v1/messages\": 200 OK {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"Number of request tokens has exceeded your per-minute rate limit (https://docs.claude.com/en/api/rate-limits); see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later.\"}}", rung.KindTransient},
		{"error inside a 200 stream: anthropic-sdk-go v2.15.0, an error event inside a 200 stream (captured live; docs.claude.com streaming#error-events), the tool dropping the error type", "anthropic", 200, "", "tool research.answer_ticket: POST \"https://api.anthropic.com/v1/messages\": 200 OK {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"Number of request tokens has exceeded your per-minute rate limit (https://docs.claude.com/en/api/rate-limits); see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later.\"}}", rung.KindTransient},
		// nginx's dav module answers a DELETE whose trailing slash disagrees
		// with the disk with its own 409 page: the URL's shape.
		{"delete with the wrong trailing slash: nginx 1.22.1 dav module, DELETE of a directory without its slash (error.log: DELETE \"/tmp/w66/www/dav/archive\" failed (21: Is a directory)), captured live", "http", 409, "", "DELETE http://127.0.0.1:20661/dav/archive: 409 Conflict\n" + nginx409, rung.KindInvalid},
		{"put onto a directory: nginx 1.22.1 dav module, PUT to an existing directory named without its slash (error.log: \"/tmp/w66/www/dav/archive\" could not be created (21: Is a directory)), captured live", "http", 409, "", "PUT http://127.0.0.1:20661/dav/archive: 409 Conflict\n" + nginx409, rung.KindInvalid},
		{"delete with the wrong trailing slash (negative): an upstream's own 409 body passed through nginx's proxy (no nginx page): a lock held by another edit (taxonomy 409 row: lock, try again)", "http", 409, "", "DELETE http://127.0.0.1:20661/api/items/42: 409 Conflict\n{\"error\":\"item 42 is locked by another edit; try again\"}", rung.KindTransient},
		// Neighbours that keep their reading.
		{"a PUT's 404 below a file (negative): a REST PUT to a file URL that is not there (RFC 9110 15.5.5)", "http", 404, "", "PUT https://api.example.com/v1/tickets/4471/attachments/summary.md: 404 Not Found\n{\"error\":\"ticket 4471 not found\"}", rung.KindPremise},
		{"a PUT's 412 (negative): RFC 9110 13.1.1 If-Match on a PUT: the version the caller read moved on", "", 0, "", "PUT https://files.example.org/dav/a.md: 412 Precondition Failed", rung.KindPremise},
		{"put under a missing collection (negative): Nextcloud (SabreDAV): a file PUT whose parent collection is missing (RFC 4918 9.7.1)", "", 409, "", "PUT https://cloud.example.com/remote.php/dav/files/bea/Reports/2026/summary.md: 409 Conflict", rung.KindPremise},
		{"mkcol under a missing collection (negative): set 66: nginx dav MKCOL (RFC 4918 9.3.1)", "http", 409, "", "MKCOL http://127.0.0.1:20661/dav/tickets/4471/: 409 Conflict\n" + nginx409, rung.KindPremise},
		{"bucket create at the root (negative): AWS S3 CreateBucket, a PUT to the bucket host's \"/\" (API_CreateBucket)", "", 409, "", "PUT https://reports-66.s3.amazonaws.com/: 409 Conflict\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>BucketAlreadyOwnedByYou</Code><Message>Your previous request to create the named bucket succeeded and you already own it.</Message><BucketName>reports-66</BucketName></Error>", rung.KindConflict},
		{"bucket create at the root (negative): AWS S3 CreateBucket with no body shown: the root is not a collection the caller named", "", 409, "", "PUT https://reports-66.s3.amazonaws.com/: 409 Conflict", rung.KindConflict},
	}
	runWordingCases(t, cases)
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise77 holds the classes set 77 missed, each in its own set's
// words and in other software's wording of the same fact, with its source,
// and the neighbours that must keep their own reading.
func TestGeneralise77(t *testing.T) {
	cases := []wordingCase{
		// A COPY or MOVE whose Destination is its source or lies inside
		// it (RFC 4918 9.8.5, 9.9.4): the request is built wrong.
		{"destination is the source: set 77: nginx ngx_http_dav_module.c error_log (403)", "", 0, "", `2026/12/02 09:43:02 [error] 31#31: *124 both URI "/dav/reports/q4.pdf" and "Destination" URI "http://files.local/dav/reports/q4.pdf" point to the same location, client: 10.0.3.7, server: files.local, request: "COPY /dav/reports/q4.pdf HTTP/1.1", host: "files.local"`, rung.KindInvalid},
		{"destination is the source: set 77: nginx ngx_http_dav_module.c error_log, MOVE into itself (403)", "", 0, "", `2026/12/02 09:42:15 [error] 31#31: *121 "/dav/projects/" could not be MOVEd to collection "http://files.local/dav/projects/archive/", client: 10.0.3.7, server: files.local, request: "MOVE /dav/projects/ HTTP/1.1", host: "files.local"`, rung.KindInvalid},
		{"destination is the source: nginx ngx_http_dav_module.c: a COPY onto an existing collection without a trailing slash (409)", "", 0, "", `2026/12/02 11:02:40 [error] 88#88: *9 "/share/a.txt" could not be COPYed to collection "http://dav.local/share/old", client: 10.0.0.8, server: dav.local, request: "COPY /share/a.txt HTTP/1.1", host: "dav.local"`, rung.KindInvalid},
		{"destination is the source: Apache httpd modules/dav/main/mod_dav.c dav_method_copymove: HTTP_FORBIDDEN \"Source and Destination URIs are the same.\"", "http", 403, "", "<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n<h1>Forbidden</h1>\n<p>Source and Destination URIs are the same.</p>\n</body></html>\n", rung.KindInvalid},
		{"destination is the source: Apache httpd mod_dav.c dav_method_copymove: HTTP_FORBIDDEN \"Source collection contains the Destination.\", its error page", "http", 403, "", "<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n<h1>Forbidden</h1>\n<p>Source collection contains the Destination.</p>\n</body></html>\n", rung.KindInvalid},
		{"destination is the source: SabreDAV lib/DAV/Server.php getCopyAndMoveInfo: Exception\\Forbidden (Nextcloud, ownCloud)", "http", 403, "", `<?xml version="1.0" encoding="utf-8"?>
<d:error xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns">
  <s:exception>Sabre\DAV\Exception\Forbidden</s:exception>
  <s:message>Source and destination uri are identical.</s:message>
</d:error>`, rung.KindInvalid},
		{"destination is the source: SabreDAV lib/DAV/Server.php: Exception\\Conflict for a Destination inside the source (409, which reads as a conflict)", "http", 409, "", `<?xml version="1.0" encoding="utf-8"?>
<d:error xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns">
  <s:exception>Sabre\DAV\Exception\Conflict</s:exception>
  <s:message>The destination may not be part of the same subtree as the source path.</s:message>
</d:error>`, rung.KindInvalid},
		// nginx's min_delete_depth: the site's policy refuses a DELETE this
		// near the root; the request is well formed.
		{"a server's policy floor on DELETE: set 77: nginx ngx_http_dav_module.c error_log (409)", "", 0, "", `2026/12/02 09:41:07 [error] 31#31: *118 insufficient URI depth:1 to DELETE, client: 10.0.3.7, server: files.local, request: "DELETE /exports/ HTTP/1.1", host: "files.local"`, rung.KindDenied},
		{"a server's policy floor on DELETE: nginx min_delete_depth 3, a two-level path", "", 0, "", `2026/12/02 12:10:01 [error] 7#7: *3 insufficient URI depth:2 to DELETE, client: 172.18.0.1, server: _, request: "DELETE /backups/2026/ HTTP/1.1", host: "127.0.0.1:8080"`, rung.KindDenied},
		// A file in a format newer than this reader knows: the bytes on
		// disk, whatever the statement or call.
		{"a file format newer than the reader: set 77: SQLite prepare.c via modernc", "sqlite", 0, "SQLITE_ERROR", "SQL logic error: unsupported file format (1)", rung.KindPremise},
		{"a file format newer than the reader: Python sqlite3 (DatabaseError quotes sqlite3_errmsg)", "", 0, "", "sqlite3.DatabaseError: unsupported file format", rung.KindPremise},
		{"a file format newer than the reader: better-sqlite3 SqliteError (its err.code SQLITE_ERROR)", "", 0, "SQLITE_ERROR", "SqliteError: unsupported file format", rung.KindPremise},
		{"a file format newer than the reader: CPython Modules/_pickle.c load_proto: \"unsupported pickle protocol: %d\"", "", 0, "", "ValueError: unsupported pickle protocol: 5", rung.KindPremise},
		{"a file format newer than the reader: git setup.c check_repository_format_gently: \"Expected git repo version <= %d, found %d\"", "", 0, "", "fatal: Expected git repo version <= 1, found 2", rung.KindPremise},
		{"a file format newer than the reader: SQLite attach.c attachFunc: \"attached databases must use the same text encoding as main database\"", "sqlite", 0, "SQLITE_ERROR", "SQL logic error: attached databases must use the same text encoding as main database (1)", rung.KindPremise},
		// MCP's initialize: the client does not speak the version the server
		// chose; the pair shares none.
		{"no protocol version both sides speak: set 77: MCP TypeScript SDK src/client/index.ts connect", "mcp", 0, "", "Server's protocol version is not supported: 2024-10-07", rung.KindPremise},
		{"no protocol version both sides speak: MCP Kotlin SDK Client.connect (same text, wrapped)", "", 0, "", "Error connecting to transport: Server's protocol version is not supported: 2026-13-99", rung.KindPremise},
		{"no protocol version both sides speak: MCP Python SDK src/mcp/client/session.py initialize: RuntimeError", "", 0, "", "RuntimeError: Unsupported protocol version from the server: 2025-11-25", rung.KindPremise},
		{"no protocol version both sides speak: MCP Java SDK McpAsyncClient: McpError", "mcp", 0, "", "io.modelcontextprotocol.spec.McpError: Unsupported protocol version from the server: 2024-10-07", rung.KindPremise},
		{"destination is the source: Apache httpd mod_dav.c dav_method_copymove: HTTP_CONFLICT when the Destination holds the source and Overwrite is T", "http", 409, "", "<html><head><title>409 Conflict</title></head><body><h1>Conflict</h1><p>Destination collection contains the Source and Overwrite has been specified.</p></body></html>", rung.KindInvalid},
		{"no protocol version both sides speak: MCP go-sdk mcp/client.go Connect: unsupportedProtocolVersionError", "", 0, "", `mcp client connect: unsupported protocol version: "2099-01-01"`, rung.KindPremise},
		// Neighbours that keep their reading.
		{"neighbour: a statement SQLite cannot parse: SQLite parse.y", "sqlite", 0, "SQLITE_ERROR", `SQL logic error: near "FORM": syntax error (1)`, rung.KindInvalid},
		{"neighbour: a server lacking a capability the client calls: MCP TypeScript SDK assertCapabilityForMethod", "mcp", 0, "", "Server does not support resource subscriptions (required for resources/subscribe)", rung.KindInvalid},
		{"neighbour: a request's own protocol version header refused: MCP TypeScript SDK streamable HTTP server", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Mcp-Session-Id header is required"},"id":null}`, rung.KindInvalid},
		{"neighbour: an upload API refusing the caller's file type: a tool's text for a service that takes no HEIC: the bare phrase is the caller's choice of file, not a newer format", "", 0, "", "upload failed: unsupported file format .heic", rung.KindInvalid},
		{"neighbour: nginx dav PUT to a collection: nginx ngx_http_dav_module.c", "", 0, "", `2026/12/02 09:40:00 [error] 31#31: *110 cannot PUT to a collection, client: 10.0.3.7, server: files.local, request: "PUT /dav/ HTTP/1.1", host: "files.local"`, rung.KindInvalid},
		{"neighbour: nginx dav DELETE of a missing file: nginx ngx_http_dav_module.c ngx_http_dav_error (404)", "", 0, "", `2026/12/02 09:47:00 [error] 31#31: *150 stat() "/srv/dav/exports/gone.csv" failed (2: No such file or directory), client: 10.0.3.7, server: files.local, request: "DELETE /dav/exports/gone.csv HTTP/1.1", host: "files.local"`, rung.KindPremise},
	}
	runWordingCases(t, cases)
}

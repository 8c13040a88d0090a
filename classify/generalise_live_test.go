package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseLive checks the classes that the misses of the live sets
// 20 and 21 named, each on other software's wording of the same class
// (none of these lines is in a held-out set): that the rules hold the
// principle, not the lines. Each case names the software whose wording it
// is.
func TestGeneraliseLive(t *testing.T) {
	cases := []wordingCase{
		// SQLITE_ERROR is generic: its message decides.
		{"sqlite generic code: modernc.org/sqlite, DROP VIEW", "sqlite", 0, "SQLITE_ERROR", "SQL logic error: no such view: v_open_orders (1)", rung.KindPremise},
		{"sqlite generic code: modernc.org/sqlite, a schema name not attached", "sqlite", 0, "SQLITE_ERROR", "SQL logic error: unknown database audit (1)", rung.KindPremise},
		{"sqlite generic code: modernc.org/sqlite, DROP TRIGGER", "go", 0, "", "SQL logic error: no such trigger: orders_audit (1)", rung.KindPremise},
		{"sqlite generic code: modernc.org/sqlite, ALTER TABLE RENAME onto a taken name", "sqlite", 0, "SQLITE_ERROR", "SQL logic error: there is already another table or index with this name: orders_old (1)", rung.KindConflict},
		{"sqlite generic code: Python sqlite3 (ALTER TABLE ADD COLUMN)", "", 0, "", "sqlite3.OperationalError: duplicate column name: total", rung.KindConflict},
		{"sqlite generic code: go-sql-driver/mysql, ER_DUP_FIELDNAME", "", 0, "", "Error 1060 (42S21): Duplicate column name 'total'", rung.KindConflict},
		{"sqlite generic code: go-sql-driver/mysql, ER_CANT_DROP_FIELD_OR_KEY", "", 0, "", "Error 1091 (42000): Can't DROP 'idx_orders_created'; check that column/key exists", rung.KindPremise},
		// A result code given by name, primary or extended.
		{"sqlite code names: mattn/go-sqlite3 authorizer (SQLITE_AUTH)", "sqlite", 0, "SQLITE_AUTH", "not authorized", rung.KindDenied},
		{"sqlite code names: rescode.html SQLITE_BUSY_SNAPSHOT", "sqlite", 0, "SQLITE_BUSY_SNAPSHOT", "database is locked", rung.KindTransient},
		{"sqlite code names: rescode.html SQLITE_IOERR_SHORT_READ", "sqlite", 0, "SQLITE_IOERR_SHORT_READ", "disk I/O error", rung.KindTransient},
		{"sqlite code names: rescode.html SQLITE_READONLY_DBMOVED", "sqlite", 0, "SQLITE_READONLY_DBMOVED", "attempt to write a readonly database", rung.KindPremise},
		{"sqlite code names: modernc.org/sqlite, a bind of the wrong type (sqlite3ErrStr(20) and the code)", "go", 0, "", "datatype mismatch (20)", rung.KindInvalid},
		// A phase that ends is a wait; a state nobody will end without acting is not.
		{"phase or state: pgx connecting to a standby with hot_standby off", "postgres", 0, "", "failed to connect to `user=app database=orders`: 10.0.3.22:5432 (db-standby-2): server error: FATAL: the database system is not accepting connections (SQLSTATE 57P03)", rung.KindPremise},
		{"phase or state: pgx connecting to a standby still recovering", "postgres", 0, "", "failed to connect to `user=app database=orders`: 10.0.3.22:5432 (db-standby-2): server error: FATAL: the database system is not yet accepting connections (SQLSTATE 57P03)", rung.KindTransient},
		// A name from the software's fixed vocabulary is misspelt, not missing.
		{"vocabulary: go-sql-driver/mysql, ER_UNKNOWN_SYSTEM_VARIABLE", "", 0, "", "Error 1193 (HY000): Unknown system variable 'max_conection'", rung.KindInvalid},
		{"vocabulary: Redis 7 CONFIG SET", "", 0, "", "ERR Unknown option or number of arguments for CONFIG SET - 'maxmemory-polcy'", rung.KindInvalid},
		{"vocabulary: Go flag package", "go", 0, "", "flag provided but not defined: -verbos", rung.KindInvalid},
		{"vocabulary: golang.org/x/tools jsonrpc2 ErrMethodNotFound", "", 0, "", "JSON RPC method not found: textDocument/inlayHints", rung.KindInvalid},
		{"vocabulary: PostgreSQL PL/pgSQL, a condition name", "postgres", 0, "42704", `ERROR: unrecognized exception condition "no_dat" (SQLSTATE 42704)`, rung.KindInvalid},
		{"vocabulary: PostgreSQL, a catalog object stays the world's", "postgres", 0, "42704", `ERROR: operator class "gist_trgm_ops" does not exist for access method "gist" (SQLSTATE 42704)`, rung.KindPremise},
		{"vocabulary: go-sql-driver/mysql, ER_FIELD_SPECIFIED_TWICE", "", 0, "", "Error 1110 (42000): Column 'email' specified twice", rung.KindInvalid},
		{"vocabulary: PostgreSQL 42712 (a FROM list names a table twice)", "postgres", 0, "", `ERROR: table name "o" specified more than once (SQLSTATE 42712)`, rung.KindInvalid},
		// A JSON-RPC code quoted in a client's text is the error's code.
		{"jsonrpc code in text: MCP TypeScript SDK, McpError for -32002", "mcp", 0, "", "McpError: MCP error -32002: Resource file:///w/notes.md not found", rung.KindPremise},
		{"jsonrpc code in text: MCP TypeScript SDK, McpError for -32001", "mcp", 0, "", "McpError: MCP error -32001: Request timed out", rung.KindTransient},
		{"jsonrpc code in text: MCP go-sdk server's getPrompt, as its client renders it", "mcp", 0, "", `calling "prompts/get": unknown prompt "weekly_summary"`, rung.KindInvalid},
		{"jsonrpc code in text: MCP Python SDK, a prompt by a name the server lacks", "mcp", 0, "", "mcp.shared.exceptions.McpError: MCP error -32602: Unknown prompt: summarise", rung.KindInvalid},
		// A capability the client never declared is a fact about the client.
		{"client capability: MCP TypeScript SDK server, a client without sampling", "mcp", 0, "", "McpError: MCP error -32601: Client does not support sampling (required for sampling/createMessage)", rung.KindPremise},
		{"client capability: MCP go-sdk server, as its client renders it", "mcp", 0, "", `calling "tools/call": client does not support elicitation`, rung.KindPremise},
		{"client capability: MCP TypeScript SDK client, a server without completions", "mcp", 0, "", "McpError: MCP error -32601: Server does not support completions (required for completion/complete)", rung.KindInvalid},
		{"status quoted by the transport: MCP TypeScript SDK streamable HTTP client, an expired session", "mcp", 0, "", `Streamable HTTP error: Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}`, rung.KindPremise},
		// A loop in the file system is the world's state.
		{"file system loop: Python os (errno 40)", "", 0, "", "OSError: [Errno 40] Too many levels of symbolic links: '/srv/data/current'", rung.KindPremise},
		{"file system loop: Node fs (libuv ELOOP)", "", 0, "", "Error: ELOOP: too many symbolic links encountered, open '/srv/data/current'", rung.KindPremise},
		{"file system loop: Go os.Link (EMLINK)", "go", 0, "", "link /srv/a /srv/b: too many links", rung.KindPremise},
		// The caller used its own value out of order.
		{"lifecycle: Python threading", "", 0, "", "RuntimeError: threads can only be started once", rung.KindInvalid},
		{"lifecycle: Node streams", "", 0, "", "Error [ERR_STREAM_WRITE_AFTER_END]: write after end", rung.KindInvalid},
		{"lifecycle: Node http", "", 0, "", "Error [ERR_HTTP_HEADERS_SENT]: Cannot set headers after they are sent to the client", rung.KindInvalid},
		{"lifecycle: Python io", "", 0, "", "ValueError: I/O operation on closed file.", rung.KindInvalid},
		{"transaction ruling: Go database/sql ErrTxDone", "go", 0, "", "sql: transaction has already been committed or rolled back", rung.KindPremise},
		{"lifecycle: Go os.ErrClosed", "go", 0, "", "read /tmp/export.csv: file already closed", rung.KindInvalid},
		{"handle ruling: Go database/sql, a closed *sql.DB", "go", 0, "", "sql: database is closed", rung.KindPremise},
		{"transaction ruling: pgx, a transaction after Commit (pgx.ErrTxClosed)", "postgres", 0, "", "tx is closed", rung.KindPremise},
		{"lifecycle: PostgreSQL 55006 held by the caller's own cursor", "postgres", 0, "55006", `ERROR: cannot ALTER TABLE "orders" because it is being used by active queries in this session (SQLSTATE 55006)`, rung.KindInvalid},
		{"state guarded by a rule: modernc.org/sqlite, a trigger's RAISE(ABORT, ...)", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: insufficient funds (1811)", rung.KindPremise},
		{"state guarded by a rule: PostgreSQL RAISE EXCEPTION in PL/pgSQL", "postgres", 0, "P0001", "ERROR: not enough seats remaining on flight BA117 (SQLSTATE P0001)", rung.KindPremise},
		{"lifecycle: undici, a response body read twice", "", 0, "", "TypeError: Body is unusable: Body has already been read", rung.KindInvalid},
		{"lifecycle: undici, a locked response body", "", 0, "", "TypeError: Response body object should not be disturbed or locked", rung.KindInvalid},
		// A sandbox refused a path outside its root.
		{"sandbox: Python tarfile data filter", "", 0, "", "tarfile.OutsideDestinationError: 'evil/../../etc/passwd' would be extracted to '/etc/passwd', which is outside the destination", rung.KindDenied},
		{"sandbox: Go archive/zip ErrInsecurePath", "go", 0, "", "zip: insecure file path", rung.KindDenied},
		{"sandbox: Deno permissions", "", 0, "", `PermissionDenied: Requires read access to "/etc/passwd", run again with the --allow-read flag`, rung.KindDenied},
		// Which end logged a certificate failure decides whose it is.
		{"server's handshake log: grpc-go server", "", 0, "", `grpc: Server.Serve failed to complete security handshake from "127.0.0.1:52314": remote error: tls: bad certificate`, rung.KindPremise},
		{"server's handshake log: nginx error_log, a client's alert", "", 0, "", "2026/12/02 01:00:00 [info] 123#123: *5 SSL_do_handshake() failed (SSL: error:0A000412:SSL routines::sslv3 alert bad certificate:SSL alert number 42) while SSL handshaking, client: 127.0.0.1, server: 0.0.0.0:443", rung.KindPremise},
		{"server's handshake log: Caddy (Go net/http server), an expired client certificate", "http", 0, "", "http: TLS handshake error from 10.0.0.7:50412: tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2026-12-02T01:00:00Z is after 2026-11-30T00:00:00Z", rung.KindDenied},
		{"server's handshake log: a client's own view stays: Go crypto/tls client", "go", 0, "", `Get "https://api.internal/": remote error: tls: bad certificate`, rung.KindDenied},
		{"server's handshake log: a client's own view stays: curl with OpenSSL 3", "", 0, "", "curl: (56) OpenSSL SSL_read: error:0A000412:SSL routines::sslv3 alert bad certificate, errno 0", rung.KindDenied},
		{"server's handshake log: a client's own view stays: Node fetch", "", 0, "", "TypeError: fetch failed\n  [cause]: Error: write EPROTO 4C1B0000:error:0A000410:SSL routines:ssl3_read_bytes:sslv3 alert handshake failure", rung.KindPremise},
		{"server's handshake log: a client's own view stays: Go crypto/tls client", "go", 0, "", `Get "https://api.internal/": tls: failed to verify certificate: x509: certificate signed by unknown authority`, rung.KindPremise},
		// The two ends share no TLS version or cipher suite.
		{"tls versions: curl with OpenSSL 3", "", 0, "", "curl: (35) error:0A00042E:SSL routines::tlsv1 alert protocol version", rung.KindPremise},
		{"tls versions: Python ssl", "", 0, "", "ssl.SSLError: [SSL: UNSUPPORTED_PROTOCOL] unsupported protocol (_ssl.c:1007)", rung.KindPremise},
		{"tls versions: Java JSSE", "", 0, "", "javax.net.ssl.SSLHandshakeException: No appropriate protocol (protocol is disabled or cipher suites are inappropriate)", rung.KindPremise},
		{"tls versions: Go crypto/tls", "go", 0, "", "tls: no cipher suite supported by both client and server", rung.KindPremise},
		{"tls versions: Node fetch, OpenSSL's reason string", "", 0, "", "TypeError: fetch failed\n  [cause]: Error: C0:error:0A000102:SSL routines:ssl_choose_client_version:unsupported protocol", rung.KindPremise},
		{"tls versions: Node fetch, SNI alert unrecognized_name", "", 0, "", "TypeError: fetch failed\n  [cause]: Error: 80DB8B5D:error:0A000458:SSL routines:ssl3_read_bytes:tlsv1 unrecognized name:SSL alert number 112", rung.KindPremise},
		{"tls versions: Go crypto/tls server without a certificate", "go", 0, "", "http: TLS handshake error from 127.0.0.1:5555: tls: no certificates configured", rung.KindPremise},
		{"nginx upstream answer: undici HeadersOverflowError", "", 0, "", "TypeError: fetch failed\n  [cause]: HeadersOverflowError: Headers Overflow Error", rung.KindPremise},
		{"nginx upstream answer: Go net/http Transport.MaxResponseHeaderBytes", "go", 0, "", `Get "http://127.0.0.1:8080/": net/http: server response headers exceeded 1048576 bytes; aborted`, rung.KindPremise},
		{"tls versions: Go crypto/tls server, ALPN", "go", 0, "", "http: TLS handshake error from 127.0.0.1:5555: tls: client requested unsupported application protocols ([h3])", rung.KindPremise},
		// TLS to a plain port, or plain HTTP to a TLS port.
		{"scheme mismatch: curl with OpenSSL 3", "", 0, "", "curl: (35) error:0A00010B:SSL routines::wrong version number", rung.KindInvalid},
		{"scheme mismatch: Python requests", "", 0, "", "requests.exceptions.SSLError: HTTPSConnectionPool(host='localhost', port=8080): Max retries exceeded with url: / (Caused by SSLError(SSLError(1, '[SSL: WRONG_VERSION_NUMBER] wrong version number (_ssl.c:1006)')))", rung.KindInvalid},
		{"scheme mismatch: Java JSSE", "", 0, "", "javax.net.ssl.SSLException: Unrecognized SSL message, plaintext connection?", rung.KindInvalid},
		{"scheme mismatch: Go net/http server's answer", "http", 0, "", "HTTP/1.1 400 Bad Request\n\nClient sent an HTTP request to an HTTPS server.", rung.KindInvalid},
		// Fetch refuses before any byte is sent; a bare network error is the network's.
		{"fetch refusal: Chromium", "", 0, "", "GET http://localhost:6000/ net::ERR_UNSAFE_PORT", rung.KindInvalid},
		{"fetch refusal: Chromium fetch", "", 0, "", "TypeError: Failed to execute 'fetch' on 'Window': Request cannot be constructed from a URL that includes credentials: https://u:p@example.com/", rung.KindInvalid},
		{"fetch refusal: Node 22 fetch, cause dropped", "", 0, "", "TypeError: fetch failed", rung.KindTransient},
		{"fetch refusal: Node 22 fetch, cause kept", "", 0, "", "TypeError: fetch failed\n  [cause]: Error: connect EHOSTUNREACH 10.0.0.9:443", rung.KindTransient},
		// A server's auth module logs missing or refused credentials.
		{"auth log: Apache mod_auth_basic AH01617", "", 0, "", `[Tue Dec 01 10:00:00.000000 2026] [auth_basic:error] [pid 123] [client 127.0.0.1:5555] AH01617: user alice: authentication failure for "/private": Password Mismatch`, rung.KindDenied},
		{"auth log: Apache mod_auth_basic AH01614", "", 0, "", `[Tue Dec 01 10:00:00.000000 2026] [auth_basic:error] [pid 123] [client 127.0.0.1:5555] AH01614: client used wrong authentication scheme: /private`, rung.KindDenied},
		{"nginx upstream answer: nginx proxy_buffer_size", "", 0, "", `2026/12/02 00:57:51 [error] 17#17: *18 upstream sent too big header while reading response header from upstream, client: 127.0.0.1, server: localhost, request: "GET / HTTP/1.1", upstream: "http://127.0.0.1:9000/", host: "localhost"`, rung.KindPremise},
		{"nginx upstream answer: nginx with PHP-FPM", "", 0, "", `2026/12/02 00:57:51 [error] 17#17: *18 FastCGI sent in stderr: "Primary script unknown" while reading response header from upstream, client: 127.0.0.1, server: localhost, request: "GET /x.php HTTP/1.1", upstream: "fastcgi://127.0.0.1:9000", host: "localhost"`, rung.KindPremise},
		{"nginx configuration: nginx ngx_http_ssl_module", "", 0, "", `2026/12/02 00:57:51 [error] 17#17: *18 no "ssl_certificate" is defined in server listening on SSL port while SSL handshaking, client: 127.0.0.1, server: 0.0.0.0:443`, rung.KindPremise},
		{"certificate this side does not trust: Node fetch, OpenSSL X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT", "", 0, "", "TypeError: fetch failed\n  [cause]: Error: unable to get issuer certificate", rung.KindPremise},
		{"auth log: Envoy jwt_authn", "http", 0, "", "HTTP/1.1 401 Unauthorized\n\nJwt is missing", rung.KindDenied},
		// The server wants a client certificate the client did not send.
		{"client certificate: Java JSSE server", "", 0, "", "javax.net.ssl.SSLHandshakeException: Empty client certificate chain", rung.KindDenied},
		{"client certificate: rustls server", "", 0, "", "TLS error: peer sent no certificates", rung.KindDenied},
	}
	runWordingCases(t, cases)
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise63 holds the classes of held-out set 63 (an everyday job
// across PostgreSQL, SQLite, nginx, Go, MCP and two model APIs, captured
// live) in other software's words, each with its source: the set's lines
// were right, so these check that the same classes stay right when another
// client or driver renders them.
func TestGeneralise63(t *testing.T) {
	cases := []wordingCase{
		// Another engine's function name: the SQL is wrong, not the world.
		{"foreign dialect function: psql 15 (captured shape: ERROR, LINE, HINT lines; typeconv-func.html)", "postgres", 0, "42883", "ERROR:  function json_extract(jsonb, unknown) does not exist\nLINE 1: SELECT json_extract(payload, '$.name') FROM events;\n               ^\nHINT:  No function matches the given name and argument types. You might need to add explicit type casts.", rung.KindInvalid},
		{"foreign dialect function: Python sqlite3 (Modules/_sqlite: OperationalError carries sqlite3_errmsg)", "", 0, "", "sqlite3.OperationalError: no such function: to_char", rung.KindInvalid},
		{"foreign dialect function: node-postgres DatabaseError message (pg-protocol parser: the server's message field)", "", 0, "42883", "error: function strftime(unknown, timestamp with time zone) does not exist", rung.KindInvalid},
		// A server-side file a step assumed: premise, whatever SQLSTATE class 58 suggests.
		{"server file missing: node-postgres (the server's 58P01 message)", "postgres", 0, "58P01", `error: could not open file "/var/lib/exports/orders.csv" for reading: No such file or directory`, rung.KindPremise},
		// A value of the wrong type for a STRICT column.
		{"strict column: Python sqlite3 IntegrityError (sqlite3_errmsg of SQLITE_CONSTRAINT_DATATYPE)", "", 0, "", "sqlite3.IntegrityError: cannot store TEXT value in INTEGER column line_items.qty", rung.KindInvalid},
		{"upsert target: Python sqlite3 (sqlite3_errmsg; lang_upsert.html)", "", 0, "", "sqlite3.OperationalError: ON CONFLICT clause does not match any PRIMARY KEY or UNIQUE constraint", rung.KindInvalid},
		{"upsert target: set 63: modernc SQLite through the agent's notes tool (captured live)", "sqlite", 0, "SQLITE_ERROR", "tool notes.exec: SQL logic error: ON CONFLICT clause does not match any PRIMARY KEY or UNIQUE constraint (1)", rung.KindInvalid},
		{"upsert target: mattn/go-sqlite3 (sqlite3_errmsg, no result code in the text)", "", 0, "", "ON CONFLICT clause does not match any PRIMARY KEY or UNIQUE constraint", rung.KindInvalid},
		{"upsert target: psycopg2 InvalidColumnReference, PostgreSQL's 42P10 without its SQLSTATE (sql-insert.html ON CONFLICT)", "", 0, "", "psycopg2.errors.InvalidColumnReference: there is no unique or exclusion constraint matching the ON CONFLICT specification", rung.KindInvalid},
		{"upsert target (negative): Python sqlite3 on a real duplicate: still the row that exists", "", 0, "", "sqlite3.IntegrityError: UNIQUE constraint failed: notes.slug", rung.KindConflict},
		{"strict column: set 63: modernc SQLite (captured live)", "sqlite", 0, "SQLITE_CONSTRAINT_DATATYPE", "tool notes.exec: constraint failed: cannot store TEXT value in INTEGER column notes.qty (3091)", rung.KindInvalid},
		{"strict column: mattn/go-sqlite3 (sqlite3_errmsg of SQLITE_CONSTRAINT_DATATYPE, vdbe.c \"cannot store %s value in %s column %s.%s\")", "", 0, "", "insert note: cannot store REAL value in INTEGER column notes.qty", rung.KindInvalid},
		{"strict column: better-sqlite3 SqliteError (sqlite3_errmsg; code SQLITE_CONSTRAINT_DATATYPE)", "", 0, "SQLITE_CONSTRAINT_DATATYPE", "SqliteError: cannot store BLOB value in TEXT column events.payload", rung.KindInvalid},
		{"code name without protocol: node sqlite3 with protocol sqlite: the primary code SQLITE_CONSTRAINT and a CHECK that guards a balance (set 18's line as protocol sqlite)", "sqlite", 0, "SQLITE_CONSTRAINT", "Error: SQLITE_CONSTRAINT: CHECK constraint failed: balance >= 0", rung.KindPremise},
		{"code name without protocol: better-sqlite3 err.code SQLITE_BUSY with no protocol (rescode.html#busy)", "", 0, "SQLITE_BUSY", "SqliteError: database is locked", rung.KindTransient},
		{"foreign dialect function: rust-postgres (tokio-postgres) DbError Display \"db error: \" and the server's fields", "", 0, "", "db error: ERROR: function ifnull(numeric, integer) does not exist\nHINT: No function matches the given name and argument types. You might need to add explicit type casts.", rung.KindInvalid},
		{"foreign dialect function: mattn/go-sqlite3 (sqlite3_errmsg of PostgreSQL's now() in SQLite)", "", 0, "", "insert note: no such function: NOW", rung.KindInvalid},
		{"server file missing: psql 15 with its HINT (copy.c: COPY FROM a server file)", "", 0, "", "ERROR:  could not open file \"/srv/exports/orders.csv\" for reading: No such file or directory\nHINT:  COPY FROM instructs the PostgreSQL server process to read a file. You may want a client-side facility such as psql's \\copy.", rung.KindPremise},
		{"foreign key to a row not there: psql 15 with DETAIL (ri_triggers.c)", "", 0, "", "ERROR:  insert or update on table \"order_lines\" violates foreign key constraint \"order_lines_order_id_fkey\"\nDETAIL:  Key (order_id)=(1099) is not present in table \"orders\".", rung.KindPremise},
		{"check guards state: asyncpg CheckViolationError (asyncpg/exceptions: the server's message)", "", 0, "", "asyncpg.exceptions.CheckViolationError: new row for relation \"inventory\" violates check constraint \"inventory_quantity_check\"", rung.KindPremise},
		{"mcp unknown prompt: MCP Python SDK FastMCP (server/fastmcp/prompts/manager.py render_prompt: ValueError(f\"Unknown prompt: {name}\"))", "mcp", 0, "", "mcp.shared.exceptions.McpError: Unknown prompt: summarise_report", rung.KindInvalid},
		{"mcp missing resource: MCP spec 2025-06-18 server/resources error example (-32002 Resource not found)", "mcp", 0, "", `{"jsonrpc":"2.0","id":5,"error":{"code":-32002,"message":"Resource not found","data":{"uri":"file:///project/nonexistent.txt"}}}`, rung.KindPremise},
		{"billing behind 400: @anthropic-ai/sdk BadRequestError (core error.ts: status and the body)", "", 0, "", `BadRequestError: 400 {"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."}}`, rung.KindPremise},
		{"billing behind 429: openai-node RateLimitError (error.ts makeMessage: status and error.message)", "", 0, "", "RateLimitError: 429 You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.", rung.KindPremise},
		{"model name: openai-node NotFoundError (error.ts makeMessage)", "", 0, "", "NotFoundError: 404 The model `gpt-5-mini-x` does not exist or you do not have access to it.", rung.KindInvalid},
		{"body over the proxy's limit: nginx 1.22 error_log (ngx_http_request_body.c)", "", 0, "", `2026/12/02 08:54:36 [error] 2746#2746: *7 client intended to send too large body: 1048977 bytes, client: 10.0.3.7, server: api.internal, request: "POST /v1/chat/completions HTTP/1.1", host: "api.internal"`, rung.KindInvalid},
		{"mcp unknown prompt: MCP go-sdk server (mcp/server.go getPrompt: unknown prompt) through its client", "mcp", 0, "", `get prompt: calling "prompts/get": unknown prompt "summarise_report"`, rung.KindInvalid},
		{"mcp missing resource: MCP go-sdk client reading from a go-sdk server (ResourceNotFoundError, code -32002)", "mcp", 0, "-32002", `tool notes.read: calling "resources/read": Resource not found`, rung.KindPremise},
		{"malformed URL: Python requests (requests/models.py prepare_url: InvalidURL)", "", 0, "", "requests.exceptions.InvalidURL: Failed to parse: http://127.0.0.1:20631:443/reports/q3.html", rung.KindInvalid},
		{"malformed URL: Node fetch / WHATWG URL (ERR_INVALID_URL)", "", 0, "ERR_INVALID_URL", "TypeError: Invalid URL: http://127.0.0.1:20631:443/reports/q3.html", rung.KindInvalid},
		{"database missing: psql 15 connection failure (libpq: the server's FATAL)", "", 0, "", "psql: error: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  database \"reports63\" does not exist", rung.KindPremise},
		{"foreign dialect function: psycopg2 UndefinedFunction with LINE and HINT", "", 0, "", "psycopg2.errors.UndefinedFunction: function json_extract(jsonb, unknown) does not exist\nLINE 1: SELECT json_extract(payload, '$.name') FROM events\n               ^\nHINT:  No function matches the given name and argument types. You might need to add explicit type casts.", rung.KindInvalid},
		{"busy file: Python sqlite3 (sqlite3_errmsg of SQLITE_BUSY)", "", 0, "", "sqlite3.OperationalError: database is locked", rung.KindTransient},
		{"billing behind 429: openai-python RateLimitError (openai/_exceptions.py)", "", 0, "", "openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}", rung.KindPremise},
		{"read-only session: node-postgres on a hot standby (the server's 25006 message)", "", 0, "", "error: cannot execute INSERT in a read-only transaction", rung.KindPremise},
		{"check guards format (negative): psql 15: a CHECK on an e-mail's format stays invalid", "", 0, "", "ERROR:  new row for relation \"customers\" violates check constraint \"customers_email_check\"\nDETAIL:  Failing row contains (12, not-an-email).", rung.KindInvalid},
		// A check that guards a state.
		{"check guards state: psql 15 with DETAIL (ddl-constraints.html)", "postgres", 0, "23514", "ERROR:  new row for relation \"accounts\" violates check constraint \"accounts_balance_check\"\nDETAIL:  Failing row contains (7, -20.00).", rung.KindPremise},
		{"read-only session: psycopg2 ReadOnlySqlTransaction (errcodes 25006)", "", 0, "", "psycopg2.errors.ReadOnlySqlTransaction: cannot execute UPDATE in a read-only transaction", rung.KindPremise},
		// nginx -t: a variable nobody defines.
		{"nginx unknown variable: nginx 1.22 nginx -t on stderr (ngx_http_variables.c)", "", 0, "", "nginx: [emerg] unknown \"upstream_host\" variable\nnginx: configuration file /etc/nginx/nginx.conf test failed", rung.KindInvalid},
		{"nginx unknown variable: nginx 1.22 on stderr without -t's summary line (a start or a reload; ngx_http_variables_init_vars logs no FILE:LINE)", "", 0, "", `nginx: [emerg] unknown "backend_host" variable`, rung.KindInvalid},
		{"nginx unknown variable: nginx 1.22 systemd journal on a reload (ngx_hash.c ngx_hash_init, no FILE:LINE)", "", 0, "", "nginx[2211]: nginx: [emerg] could not build server_names_hash, you should increase server_names_hash_bucket_size: 64", rung.KindInvalid},
		// MCP: an unknown tool is the call's, a missing resource the world's.
		{"mcp unknown tool: MCP Python SDK FastMCP (server/fastmcp/tools/tool_manager.py: ToolError(f\"Unknown tool: {name}\"))", "mcp", 0, "", `{"content":[{"type":"text","text":"Unknown tool: save_note"}],"isError":true}`, rung.KindInvalid},
		{"mcp missing resource: MCP Python SDK FastMCP (server/fastmcp/server.py read_resource: ResourceError(f\"Unknown resource: {uri}\"))", "mcp", 0, "", "mcp.shared.exceptions.McpError: Unknown resource: notes://q3-summary", rung.KindPremise},
		// A model name that does not exist, behind a 404.
		{"model name: openai-python NotFoundError (openai/_exceptions.py; error-codes guide)", "openai", 0, "model_not_found", "openai.NotFoundError: Error code: 404 - {'error': {'message': 'The model `gpt-5-mini-x` does not exist or you do not have access to it.', 'type': 'invalid_request_error', 'param': None, 'code': 'model_not_found'}}", rung.KindInvalid},
		{"model name: anthropic-python NotFoundError (anthropic/_exceptions.py; docs.claude.com/en/api/errors)", "anthropic", 0, "not_found_error", "anthropic.NotFoundError: Error code: 404 - {'type': 'error', 'error': {'type': 'not_found_error', 'message': 'model: claude-3-opus-latest'}, 'request_id': 'req_011CVx1'}", rung.KindInvalid},
	}
	runWordingCases(t, cases)
}

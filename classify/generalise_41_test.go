package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// The classes of held-out set 41 (failures captured live from MCP clients
// and servers and the LLM SDKs), each in other software's words. Where a
// line names no source it is the set's own software in another call.

// TestGeneralise41ToolQuotesProtocol checks that a tool passing on another
// protocol's error in an isError result is read by that protocol's own
// evidence: an explicit SQLSTATE (pgx, PHP PDO) and a gRPC status.
func TestGeneralise41ToolQuotesProtocol(t *testing.T) {
	tool := func(s string) string {
		return `{"content":[{"type":"text","text":"` + s + `"}],"isError":true}`
	}
	runWordingCases(t, []wordingCase{
		// PHP PDO (php.net PDOException: "SQLSTATE[%s]: %s: %d %s").
		{"pdo foreign key", "mcp", 0, "", tool(`SQLSTATE[23503]: Foreign key violation: 7 ERROR:  insert or update on table \"orders\" violates foreign key constraint \"orders_customer_id_fkey\"\nDETAIL:  Key (customer_id)=(4821) is not present in table \"customers\".`), rung.KindPremise},
		{"pdo aborted transaction", "mcp", 0, "", tool(`SQLSTATE[25P02]: In failed sql transaction: 7 ERROR:  current transaction is aborted, commands ignored until end of transaction block`), rung.KindPremise},
		{"pdo stock check", "mcp", 0, "", tool(`SQLSTATE[23514]: Check violation: 7 ERROR:  new row for relation \"inventory\" violates check constraint \"inventory_stock_nonnegative\"`), rung.KindPremise},
		// pgx behind a Go tool in the TypeScript client's rendering.
		{"pgx undefined function", "mcp", 0, "isError", `report failed: ERROR: function round(double precision, integer) does not exist (SQLSTATE 42883)`, rung.KindInvalid},
		// transient since the 55006 ruling was revised after set 947
		{"pgx object in use", "mcp", 0, "", tool(`drop tenant: ERROR: database \"tenant_globex\" is being accessed by other users (SQLSTATE 55006)`), rung.KindTransient},
		// grpc-go's status text behind a tool (a Spanner or Bigtable client).
		{"grpc too large behind a tool", "mcp", 0, "", tool(`export rows: rpc error: code = ResourceExhausted desc = grpc: received message larger than max (8388727 vs. 4194304)`), rung.KindInvalid},
		{"grpc failed precondition behind a tool", "mcp", 0, "", tool(`rpc error: code = NotFound desc = Database not found: projects/acme/instances/main/databases/ledger`), rung.KindPremise},
		// The database's own message without a driver's code: a TypeScript
		// server on node-postgres (the archived mcp-server-postgres threw
		// pg's error as the tool's text), a Python one on psycopg, SQLite
		// through better-sqlite3 and Python's sqlite3.
		{"node-postgres balance check", "mcp", 0, "", tool(`new row for relation \"wallets\" violates check constraint \"wallets_balance_check\"`), rung.KindPremise},
		{"psycopg aborted transaction", "mcp", 0, "", tool(`Error executing tool post_entries: current transaction is aborted, commands ignored until end of transaction block`), rung.KindPremise},
		{"node-postgres set not null", "mcp", 0, "", tool(`column \"sku\" of relation \"products\" contains null values`), rung.KindPremise},
		{"node-postgres format check", "mcp", 0, "", tool(`new row for relation \"users\" violates check constraint \"users_email_check\"`), rung.KindInvalid},
		{"python sqlite3 stock check", "mcp", 0, "", tool(`Error executing tool reserve_stock: CHECK constraint failed: stock >= 0`), rung.KindPremise},
		{"better-sqlite3 read-only", "mcp", 0, "", tool(`SqliteError: attempt to write a readonly database`), rung.KindDenied}, // the SQLite read-only ruling, revised (sqlite.go)
	})
}

// TestGeneralise41InputSchema checks JSON Schema validators' reports on a
// tool's arguments: invalid in each library's words.
func TestGeneralise41InputSchema(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// google/jsonschema-go (go-sdk v1.8.0 mcp/tool.go), another keyword.
		{"jsonschema-go required", "mcp", 0, "", `{"content":[{"type":"text","text":"validating \"arguments\": validating root: required: missing properties: [\"order_id\"]"}],"isError":true}`, rung.KindInvalid},
		{"jsonschema-go minimum", "mcp", 0, "isError", `validating "arguments": validating root: validating /properties/amount: minimum: -5 is less than 0`, rung.KindInvalid},
		// python-jsonschema ValidationError.message (jsonschema/_keywords.py type()).
		{"python jsonschema type", "", 0, "", `jsonschema.exceptions.ValidationError: '120.00' is not of type 'number'`, rung.KindInvalid},
		// Rust jsonschema crate (ValidationErrorKind::Type Display).
		{"rust jsonschema type", "mcp", 0, "isError", `"120.00" is not of type "number"`, rung.KindInvalid},
	})
}

// TestGeneralise41ClosedByCaller checks a client the program closed and
// then called on: invalid, while a connection that broke under a client
// stays transient. The MCP SDKs' bare texts ("client is closing", "Not
// connected") follow a server that exited too: transient by the session
// ruling (toolquotes.go closedSession).
func TestGeneralise41ClosedByCaller(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sdk prompts/get after Close", "mcp", 0, "", `connection closed: calling "prompts/get": client is closing`, rung.KindTransient},
		{"typescript sdk Error rendering", "mcp", 0, "", `Error: Not connected`, rung.KindTransient},
		// go-redis pool.ErrClosed and node-redis ClientClosedError: a
		// store's client, premise by the handle ruling (wording.go).
		{"go-redis client closed", "", 0, "", `cache invoice INV-2291: redis: client is closed`, rung.KindPremise},
		{"node-redis client closed", "", 0, "", `ClientClosedError: The client is closed`, rung.KindPremise},
		// httpx Client.send after close (httpx/_client.py).
		{"httpx client closed", "", 0, "", `RuntimeError: Cannot send a request, as the client has been closed.`, rung.KindInvalid},
		// The server went away: the cause follows "client is closing".
		{"go-sdk server exit stays transient", "mcp", 0, "", `connection closed: calling "tools/call": client is closing: EOF`, rung.KindTransient},
	})
}

// TestGeneralise41GarbledTransport checks a stdio server whose stdout is
// not the protocol: premise, whatever text it printed.
func TestGeneralise41GarbledTransport(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sdk npm warning on stdout", "mcp", 0, "", `connection closed: calling "initialize": client is closing: invalid character 'n' looking for beginning of value`, rung.KindPremise},
		{"go-sdk log line after initialize", "mcp", 0, "", `connection closed: calling "tools/list": client is closing: invalid character 'W' looking for beginning of value`, rung.KindPremise},
		{"go-sdk half a JSON line", "mcp", 0, "", `connection closed: calling "tools/call": client is closing: invalid character '}' after top-level value`, rung.KindPremise},
		// A Node client's transport reporting V8's parse error as it closes.
		{"node transport closed on V8 parse error", "mcp", 0, "", `MCP error -32000: Connection closed: SyntaxError: Unexpected token 'S', "Starting s"... is not valid JSON`, rung.KindPremise},
		// An HTML page is a proxy's answer on an HTTP transport: its moment.
		{"html error page stays transient", "mcp", 0, "", `connection closed: calling "tools/call": client is closing: invalid character '<' looking for beginning of value`, rung.KindTransient},
	})
}

// TestGeneralise41NulInPath checks a path holding a NUL byte: invalid,
// whatever word the refusal uses.
func TestGeneralise41NulInPath(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"filesystem server write_file", "mcp", 0, "", `{"content":[{"type":"text","text":"Access denied - path outside allowed directories: /srv/share/exports/q3.csv\u0000.sh not in /srv/share"}],"isError":true}`, rung.KindInvalid},
		// Go os.Open: syscall EINVAL, the NUL byte in the path itself.
		{"go os.Open behind a tool", "mcp", 0, "isError", "open /srv/share/q3.md\x00.txt: invalid argument", rung.KindInvalid},
		// Node fs (ERR_INVALID_ARG_VALUE).
		{"node fs", "", 0, "", `TypeError [ERR_INVALID_ARG_VALUE]: The argument 'path' must be a string, Uint8Array, or URL without null bytes. Received '/srv/share/q3.md\x00.txt'`, rung.KindInvalid},
		// CPython os.stat and open().
		{"python embedded null byte", "", 0, "", `ValueError: embedded null byte`, rung.KindInvalid},
		// java.nio.file (UnixPath.normalizeAndCheck).
		{"java nul character", "", 0, "", `java.nio.file.InvalidPathException: Nul character not allowed: /srv/share/q3.md`, rung.KindInvalid},
	})
}

// TestGeneralise41BareToolResult checks a tools/call result handed over
// without the JSON-RPC response around it (as the go-sdk, TypeScript and
// Python clients marshal it): read as the same result inside "result".
func TestGeneralise41BareToolResult(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sdk empty list", "mcp", 0, "", `{"content":[{"type":"text","text":"[]"}]}`, rung.KindAmbiguous},
		// python-sdk CallToolResult.model_dump_json().
		{"python sdk empty list", "mcp", 0, "", `{"meta":null,"content":[{"type":"text","text":"[]","annotations":null,"meta":null}],"structuredContent":null,"isError":false}`, rung.KindAmbiguous},
		{"slack channel_not_found passed on", "mcp", 0, "", `{"content":[{"type":"text","text":"{\"ok\":false,\"error\":\"channel_not_found\"}"}]}`, rung.KindPremise},
		{"slack is_archived with a warning", "mcp", 0, "", `{"content":[{"type":"text","text":"{\"ok\":false,\"error\":\"is_archived\",\"warning\":\"missing_charset\"}"}],"isError":false}`, rung.KindPremise},
	})
}

// TestGeneralise41NotFoundCode checks a service code naming an object the
// call refers to that is not there (*_not_found): premise whatever status
// carries it; a name from the service's vocabulary stays invalid.
func TestGeneralise41NotFoundCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Infermedica conversational triage error codes.
		{"conversation_not_found", "", 404, "conversation_not_found", `{"error":{"code":"conversation_not_found","message":"Conversation id does not exist."}}`, rung.KindPremise},
		{"entity_not_found without status", "", 0, "entity_not_found", `entity_not_found: A referenced knowledge-base entity does not exist.`, rung.KindPremise},
		{"previous_response_not_found in text", "openai", 400, "previous_response_not_found", `POST "https://api.openai.com/v1/responses": 400 Bad Request {"error":{"message":"Previous response with id 'resp_abc' not found.","type":"invalid_request_error","param":"previous_response_id","code":"previous_response_not_found"}}`, rung.KindPremise},
		{"model_not_found stays invalid", "openai", 404, "model_not_found", `OpenAI API error: 404 Not Found`, rung.KindInvalid},
	})
}

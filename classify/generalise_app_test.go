package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseApp checks the classes that set 24's misses named, each on
// other software's wording of the same class (none of these lines is in a
// held-out set): an application's own code read by its author's words,
// rows already stored that break a rule being added, a session's own
// objects, a COPY the client ended, SQLITE_ERROR about the database or the
// build, errnos whose meaning turns on the path, nginx's TLS to the
// upstream and malformed requests, a path in the host's wrong form, the
// caller's abort behind -32001, a tool's parse of its own data. Each case
// names the software whose wording it is.
func TestGeneraliseApp(t *testing.T) {
	cases := []wordingCase{
		// An application-defined code: the author's words decide.
		{"application code: MySQL SIGNAL SQLSTATE '45000' via go-sql-driver/mysql", "", 0, "", "Error 1644 (45000): Order 1187 already shipped; cannot change the address", rung.KindPremise},
		{"application code: MySQL SIGNAL SQLSTATE '45000' via go-sql-driver/mysql", "", 0, "", "Error 1644 (45000): Insufficient balance for withdrawal from account 31", rung.KindPremise},
		{"application code: Oracle RAISE_APPLICATION_ERROR", "", 0, "", "ORA-20002: Invoice already issued for order 55\nORA-06512: at \"BILLING.ISSUE_INVOICE\", line 14", rung.KindConflict},
		{"application code: Oracle RAISE_APPLICATION_ERROR", "", 0, "", "ORA-20001: Coupon SPRING26 already redeemed\nORA-06512: at \"SHOP.REDEEM\", line 9", rung.KindPremise},
		{"application code: SQL Server THROW 50000 (sqlcmd)", "", 0, "", "Msg 50000, Level 16, State 1, Procedure usp_book_seat, Line 12\nEvent is sold out.", rung.KindPremise},
		{"application code: SQL Server THROW 50000 (sqlcmd)", "", 0, "", "Msg 50000, Level 16, State 1, Procedure usp_add_line, Line 7\nQuantity must be greater than zero.", rung.KindInvalid},
		{"application code: PostgreSQL RAISE EXCEPTION, a refund made", "postgres", 0, "P0001", "ERROR: refund already issued for payment 7 (SQLSTATE P0001)", rung.KindConflict},
		{"application code: PostgreSQL RAISE EXCEPTION, a state that blocks another act", "postgres", 0, "P0001", "ERROR: invoice 12 already paid, cannot delete it (SQLSTATE P0001)", rung.KindPremise},
		{"application code: PostgreSQL RAISE EXCEPTION, an argument", "postgres", 0, "P0001", "ERROR: amount must be positive (SQLSTATE P0001)", rung.KindInvalid},
		{"application code: SQLite trigger RAISE(ABORT) via modernc", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: shipment already dispatched (1811)", rung.KindPremise},
		{"application code: SQLite trigger RAISE(ABORT) via modernc", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: email can't be blank (1811)", rung.KindInvalid},
		{"application code: GraphQL (Apollo Server) error on a 200", "", 0, "", `{"errors":[{"message":"Product SKU-9 is sold out","extensions":{"code":"BAD_USER_INPUT"}}],"data":null}`, rung.KindPremise},
		{"application code: Shopify Admin GraphQL userErrors", "", 0, "", `{"data":{"fulfillmentCreate":{"userErrors":[{"field":["orderId"],"message":"Order has already been fulfilled"}]}}}`, rung.KindPremise},
		{"application code: Rails ActiveModel validation (422)", "http", 0, "", "HTTP/1.1 422 Unprocessable Entity\n\n{\"errors\":{\"quantity\":[\"must be greater than 0\"]}}", rung.KindInvalid},
		{"application code: Django REST framework validation (400)", "http", 0, "", "HTTP/1.1 400 Bad Request\n\n{\"amount\":[\"Ensure this value is greater than or equal to 1.\"]}", rung.KindInvalid},
		{"application code: a REST API's 409 with the application's words", "http", 0, "", "HTTP/1.1 409 Conflict\n\n{\"error\":\"Order 55 already shipped; cannot cancel\"}", rung.KindPremise},
		{"application code: a REST API's 409 for a record it would make", "http", 0, "", "HTTP/1.1 409 Conflict\n\n{\"error\":\"Invoice already issued for order 55\"}", rung.KindConflict},
		{"application code: grpc INVALID_ARGUMENT with the application's words", "grpc", 0, "INVALID_ARGUMENT", "rpc error: code = InvalidArgument desc = event is sold out", rung.KindPremise},
		{"application code: an MCP tool's own role check", "mcp", 0, "", `{"content":[{"type":"text","text":"Error: Only the workspace owner can delete projects"}],"isError":true}`, rung.KindDenied},
		{"application code: PL/pgSQL RAISE, a coupon's lifetime", "postgres", 0, "P0001", "ERROR: coupon SPRING26 expired (SQLSTATE P0001)", rung.KindPremise},
		{"application code: PL/pgSQL RAISE, a frozen account", "postgres", 0, "P0001", "ERROR: account 7 is frozen (SQLSTATE P0001)", rung.KindPremise},
		{"application code: PL/pgSQL RAISE, a workflow", "postgres", 0, "P0001", "ERROR: invalid status transition from draft to shipped (SQLSTATE P0001)", rung.KindPremise},
		{"application code: PL/pgSQL RAISE, an account limit", "postgres", 0, "P0001", "ERROR: withdrawal exceeds daily limit (SQLSTATE P0001)", rung.KindPremise},
		{"application code: PL/pgSQL RAISE, an ownership check", "postgres", 0, "P0001", "ERROR: not allowed: caller is not the owner (SQLSTATE P0001)", rung.KindDenied},
		{"application code: SQLite trigger RAISE, a duplicate", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: duplicate booking for seat 14A (1811)", rung.KindConflict},
		{"application code: SQLite trigger RAISE, a closed period", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: cannot modify a closed period (1811)", rung.KindPremise},
		{"application code: SQLite trigger RAISE, arguments out of order", "sqlite", 0, "SQLITE_CONSTRAINT_TRIGGER", "constraint failed: end date before start date (1811)", rung.KindInvalid},
		{"application code: PL/pgSQL RAISE, a state to reach first", "postgres", 0, "P0001", "ERROR: cannot ship order 7: not paid (SQLSTATE P0001)", rung.KindPremise},
		{"application code: PL/pgSQL RAISE, a state to reach first", "postgres", 0, "P0001", "ERROR: order 7 must be approved before shipping (SQLSTATE P0001)", rung.KindPremise},
		{"application code: MySQL SIGNAL, an authority stays denied", "", 0, "", "Error 1644 (45000): not allowed: caller is not the owner", rung.KindDenied},
		{"sqlite logic error of the world: modernc.org/sqlite, a collation the connection never registered", "sqlite", 0, "SQLITE_ERROR", "SQL logic error: no such collation sequence: icu_de (1)", rung.KindPremise},
		{"session's own object: PostgreSQL, deferred triggers of this transaction", "postgres", 0, "55000", `ERROR: cannot ALTER TABLE "orders" because it has pending trigger events (SQLSTATE 55000)`, rung.KindInvalid},
		// A rule being added that the stored rows break.
		{"rows break a new rule: PostgreSQL ALTER TABLE ADD CONSTRAINT CHECK", "postgres", 0, "23514", `ERROR: check constraint "positive_qty" of relation "items" is violated by some row (SQLSTATE 23514)`, rung.KindPremise},
		{"rows break a new rule: PostgreSQL ALTER COLUMN SET NOT NULL", "postgres", 0, "23502", `ERROR: column "email" of relation "users" contains null values (SQLSTATE 23502)`, rung.KindPremise},
		{"rows break a new rule: PostgreSQL CREATE UNIQUE INDEX", "postgres", 0, "23505", `ERROR: could not create unique index "users_email_key" (SQLSTATE 23505)`, rung.KindPremise},
		{"rows break a new rule: PostgreSQL, an exclusion violated by a new row reads by the exclusion ruling", "postgres", 0, "23P01", `ERROR: conflicting key value violates exclusion constraint "no_overlap" (SQLSTATE 23P01)`, rung.KindPremise},
		// A check that guards a quantity, named after a limit or a floor.
		{"check guards a state: PostgreSQL CHECK named after an overdraft", "postgres", 0, "23514", `ERROR: new row for relation "wallets" violates check constraint "wallets_not_overdrawn" (SQLSTATE 23514)`, rung.KindPremise},
		{"check guards a state: PostgreSQL CHECK named after a budget", "postgres", 0, "23514", `ERROR: new row for relation "projects" violates check constraint "spend_within_budget" (SQLSTATE 23514)`, rung.KindPremise},
		// The session's own objects: the call is wrong.
		{"session's own object: PostgreSQL, a view that takes no rows", "postgres", 0, "55000", `ERROR: cannot update view "order_totals" (SQLSTATE 55000)`, rung.KindInvalid},
		{"session's own object: PostgreSQL DROP ROLE of the session user", "postgres", 0, "55006", `ERROR: session user cannot be dropped (SQLSTATE 55006)`, rung.KindInvalid},
		{"session's own object: PostgreSQL, an owned sequence", "postgres", 0, "2BP01", `ERROR: cannot drop sequence orders_id_seq because column id of table orders requires it (SQLSTATE 2BP01)`, rung.KindInvalid},
		{"session's own object: PostgreSQL, dependants stay premise", "postgres", 0, "2BP01", `ERROR: cannot drop table customers because other objects depend on it (SQLSTATE 2BP01)`, rung.KindPremise},
		// A COPY the client ended with its own reason.
		{"copy ended by the client: pgx CopyFrom, the caller's context", "postgres", 0, "57014", "ERROR: COPY from stdin failed: context canceled (SQLSTATE 57014)", rung.KindDenied},
		{"copy ended by the client: pgx CopyFrom, a value it cannot encode", "postgres", 0, "57014", "ERROR: COPY from stdin failed: unable to encode 1.5 into binary format for int8 (OID 20): cannot find encode plan (SQLSTATE 57014)", rung.KindInvalid},
		{"copy ended by the client: libpq PQputCopyEnd with an error message", "postgres", 0, "57014", "ERROR: COPY from stdin failed: row 12 has 3 columns, expected 4 (SQLSTATE 57014)", rung.KindInvalid},
		// SQLITE_ERROR about the database or the build.
		{"sqlite logic error of the world: modernc.org/sqlite, an FTS4 table on a build without it", "sqlite", 0, "SQLITE_ERROR", "SQL logic error: no such module: fts4 (1)", rung.KindPremise},
		{"sqlite logic error of the world: modernc.org/sqlite, a parent key without an index", "go", 0, "", `SQL logic error: foreign key mismatch - "line_items" referencing "orders" (1)`, rung.KindPremise},
		{"sqlite logic error of the world: modernc.org/sqlite, ATTACH under a taken alias", "sqlite", 0, "SQLITE_ERROR", "SQL logic error: database reporting is already in use (1)", rung.KindConflict},
		// Errnos whose meaning turns on the path.
		{"errno on a path: Node fs, a socket opened as a file", "", 0, "", "Error: ENXIO: no such device or address, open '/run/app/control.sock'", rung.KindInvalid},
		{"errno on a path: Python os.open(O_WRONLY|O_NONBLOCK) on a FIFO", "", 0, "", "OSError: [Errno 6] No such device or address: '/tmp/jobs.fifo'", rung.KindTransient},
		{"errno on a path: Go os, a device without hardware", "go", 0, "", "open /dev/ttyUSB3: no such device or address", rung.KindPremise},
		{"errno on a path: Node fs.rmdir on a mount point", "", 0, "", "Error: EBUSY: resource busy or locked, rmdir '/mnt/usb'", rung.KindPremise},
		{"errno on a path: Go os.RemoveAll on a mount point", "go", 0, "", "unlinkat /mnt/backup: device or resource busy", rung.KindPremise},
		{"errno on a path: Go os.Remove of an NFS silly-renamed file", "go", 0, "", "remove /srv/nfs/.nfs0000000001a2b3c400000001: device or resource busy", rung.KindTransient},
		// nginx: TLS to the upstream, malformed requests.
		{"nginx: nginx, an upstream that shares no TLS version", "", 0, "", `2026/12/02 01:00:00 [error] 7#7: *3 SSL_do_handshake() failed (SSL: error:0A00042E:SSL routines::tlsv1 alert protocol version:SSL alert number 70) while SSL handshaking to upstream, client: 127.0.0.1, server: localhost, request: "GET / HTTP/1.1", upstream: "https://10.0.0.5:443/", host: "x"`, rung.KindPremise},
		{"nginx: nginx, an upstream that dropped the handshake stays transient", "", 0, "", `2026/12/02 01:00:00 [error] 7#7: *3 peer closed connection in SSL handshake (104: Connection reset by peer) while SSL handshaking to upstream, client: 127.0.0.1, server: localhost, request: "GET / HTTP/1.1", upstream: "https://10.0.0.5:443/", host: "x"`, rung.KindTransient},
		{"nginx: nginx, an illegal header line", "", 0, "", `2026/12/02 01:00:00 [info] 7#7: *9 client sent invalid header line: "X-Bad\x01: 1" while reading client request headers, client: 127.0.0.1, server: localhost, request: "GET / HTTP/1.1"`, rung.KindInvalid},
		{"nginx: nginx, a request without Host", "", 0, "", `2026/12/02 01:00:00 [info] 7#7: *9 client sent HTTP/1.1 request without "Host" header while reading client request headers, client: 127.0.0.1, server: localhost, request: "GET / HTTP/1.1"`, rung.KindInvalid},
		// A path in a form the host does not read.
		{"path form: a file tool that wants absolute paths", "mcp", 0, "isError", "Error: Path must be absolute: docs/readme.md", rung.KindInvalid},
		{"path form: a sandboxed file tool", "", 0, "", "relative paths are not allowed: ./data/x.csv", rung.KindInvalid},
		// The caller's abort behind the TypeScript SDK's -32001.
		{"caller's abort: MCP TypeScript SDK, abort('cancelled by user')", "mcp", 0, "", "McpError: MCP error -32001: cancelled by user", rung.KindDenied},
		{"caller's abort: MCP TypeScript SDK, its own timeout stays transient", "mcp", 0, "", "McpError: MCP error -32001: Request timed out", rung.KindTransient},
		// An error event inside a stream after a 200: its object decides.
		{"stream error event: openai-go ssestream, a rate limit mid-stream", "openai", 0, "", `received error while streaming: {"message":"Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Used 29800, Requested 900.","type":"tokens","param":null,"code":"rate_limit_exceeded"}`, rung.KindTransient},
		{"stream error event: openai-go ssestream, a spent quota mid-stream", "openai", 0, "", `received error while streaming: {"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}`, rung.KindPremise},
		// A tool's parse of data it read itself.
		{"tool's own data: a Python MCP server reading its cache file", "mcp", 0, "", `{"content":[{"type":"text","text":"JSONDecodeError: Expecting value: line 1 column 1 (char 0)"}],"isError":true}`, rung.KindPremise},
		{"tool's own data: a Node MCP server reading an empty store", "mcp", 0, "", `{"content":[{"type":"text","text":"Unexpected end of JSON input"}],"isError":true}`, rung.KindPremise},
	}
	runWordingCases(t, cases)
}

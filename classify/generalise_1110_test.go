package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 27063dd1: 30/33 overall, 15/18 tricky.
// Tolerated: i1110-sqlalchemy-exclusion-overlap: premise vs conflict (the exclusion ruling, docs/taxonomy.md 23P01 row: "another row ... already holds an overlapping range; the step's row was not made, so there is no result of its own to skip to"): the DETAIL's "conflicts with existing key" names an existing row an agent could carry forward, yet the row it holds is not the one the step meant to create; both readings hold and the ruling settles it.
// Fixed later by the lead: i1110-pgjdbc-auth-type-10 (passes since the lead's client-auth reading (pgsetup.go clientAuthWords): a driver that cannot speak the server's auth method is premise, under 28000 too).
func TestIndependentCases1110(t *testing.T) {
	runIndependent(t, "testdata/independent1110.jsonl", true, "i1110-sqlalchemy-exclusion-overlap")
}

// TestGeneralise1110 pins the class behind i1110-pgjdbc-prepared-exists: a
// 42P05 "already exists" on a prepared-statement name a driver generated for
// its own cache is two clients' caches meeting on one server session behind a
// transaction pooler (premise: the connection settings), while a name the
// caller chose with PREPARE stays conflict.
func TestGeneralise1110(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"asyncpg DuplicatePreparedStatementError behind PgBouncer", "postgres", 0, "42P05", `asyncpg.exceptions.DuplicatePreparedStatementError: prepared statement "__asyncpg_stmt_a__" already exists`, rung.KindPremise},
		{"psycopg 3 prepared statements behind PgBouncer", "postgres", 0, "42P05", `psycopg.errors.DuplicatePreparedStatement: prepared statement "_pg3_0" already exists`, rung.KindPremise},
		{"Ecto/Postgrex behind PgBouncer", "postgres", 0, "42P05", `ERROR 42P05 (duplicate_prepared_statement) prepared statement "ecto_1234" already exists`, rung.KindPremise},
		{"Rails ActiveRecord PG::DuplicatePstatement", "postgres", 0, "42P05", `PG::DuplicatePstatement: ERROR:  prepared statement "a1" already exists`, rung.KindPremise},
		{"sqlx (Rust) behind a transaction pooler", "postgres", 0, "42P05", `error returned from database: prepared statement "sqlx_s_1" already exists`, rung.KindPremise},
		{"pgx statement cache", "postgres", 0, "42P05", `ERROR: prepared statement "stmtcache_9f1c2e" already exists (SQLSTATE 42P05)`, rung.KindPremise},
		{"pgJDBC S_2 server-prepared", "postgres", 0, "42P05", `org.postgresql.util.PSQLException: ERROR: prepared statement "S_2" already exists`, rung.KindPremise},
		// Near misses: a name the caller chose, another state on a driver's name.
		{"near miss: psql PREPARE by the caller", "postgres", 0, "42P05", `ERROR:  prepared statement "fetch_orders" already exists`, rung.KindConflict},
		{"near miss: caller's name that starts like a driver's", "postgres", 0, "42P05", `ERROR: prepared statement "a1_report" already exists`, rung.KindConflict},
		{"near miss: pgJDBC statement gone (26000)", "postgres", 0, "26000", `org.postgresql.util.PSQLException: ERROR: prepared statement "S_1" does not exist`, rung.KindPremise},
		{"near miss: a bare s<n> a caller may choose (set 247)", "postgres", 0, "42P05", `ERROR: prepared statement "s2" already exists (SQLSTATE 42P05)`, rung.KindConflict},
		{"near miss: cursor already open (42P03)", "postgres", 0, "42P03", `ERROR: cursor "s1" already exists`, rung.KindConflict},
	})
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases100 holds set 100: 35 failures captured live from
// PostgreSQL 15.18 through pgx v5.12.0 as an operations agent's database
// tool meets them (VACUUM and REINDEX CONCURRENTLY inside a transaction, a
// concurrent unique index build over duplicate rows, constraints added over
// rows that break them, ALTER TABLE and LOCK NOWAIT against a held lock,
// statement and idle-in-transaction timeouts, temp_file_limit, DROP of a
// table or role with dependents, default privileges and backend signals
// across roles, replication slots (twice, exhausted, in use, a missing
// output plugin), publications and subscriptions, an extension not
// installed, a tablespace on a missing directory, SET of restart-only,
// superuser-only and misspelt parameters, pg_read_file outside the data
// directory, DROP DATABASE in use, a database closed to connections), with
// the SQLSTATE as code. Labelled from the PostgreSQL documentation before
// the classifier was run; first run at 8736002: 35/35, tricky 20/20.
//
// With the SQLSTATE gone (lib/pq's "pq: ...", psql's and the docs' "ERROR:
// ...") five of its classes read wrong, and TestGeneralise100 holds them
// (heldrole.go): a role the caller must be, worded without an article
// ("must be owner of", "must be superuser"), denied, not an argument's
// constraint; a session the server ended (an administrator's kill, a
// replay conflict), transient; a value refused for a setting whose name
// holds "timeout", invalid, not a timeout (raised.go settingValueWords); a
// role that still owns objects, premise (dependents.go); a setting or
// library fixed until the server restarts, premise. PostgreSQL's own
// administration sentences (an extension not available, replication slots
// exhausted or in use, the open database, a database closed to
// connections) are read as their SQLSTATE (pgsentence.go).
// Tolerated: i100-drop-db-other-sessions: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases100(t *testing.T) {
	runIndependent(t, "testdata/independent100.jsonl", true, "i100-drop-db-other-sessions")
}

func TestGeneralise100(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A role the caller must hold, without an article.
		// Set 100's lines as lib/pq prints them (no SQLSTATE).
		{"pq must be owner of table (set 100)", "", 0, "", `pq: must be owner of table orders`, rung.KindDenied},
		{"pq must be superuser to create subscriptions (set 100)", "", 0, "", `pq: must be superuser to create subscriptions`, rung.KindDenied},
		{"pgx text must be member of role (set 100)", "", 0, "", `ERROR: must be member of role "w100_owner"`, rung.KindDenied},
		{"pg must be a superuser to terminate (set 100)", "", 0, "", `ERROR: must be a superuser to terminate superuser process`, rung.KindDenied},
		{"psql must be superuser or replication role", "", 0, "", `ERROR:  must be superuser or replication role to use replication slots`, rung.KindDenied},
		// CockroachDB pkg/sql/authorization.go (pgcode.InsufficientPrivilege).
		{"cockroachdb must be owner of", "", 0, "", `ERROR: must be owner of table accounts`, rung.KindDenied},
		{"cockroachdb must be member of role", "", 0, "", `pq: must be member of role "admin"`, rung.KindDenied},
		// DoltgreSQL's and SereneDB's relation owner checks ("must be owner of %s %s").
		{"doltgres must be owner of", "", 0, "", `must be owner of table public.orders`, rung.KindDenied},
		// util-linux mount run by a user, apt run without sudo.
		{"util-linux mount only root", "", 0, "", `mount: only root can do that`, rung.KindDenied},
		{"apt only root", "", 0, "", `E: This command can only be used by root.`, rung.KindDenied},
		// Neighbours: a value's constraint stays invalid.
		{"pg tablespace location must be absolute", "", 0, "", `ERROR: tablespace location must be an absolute path`, rung.KindInvalid},
		{"value must be positive", "", 0, "", `limit must be a positive integer`, rung.KindInvalid},
		{"password must be at least", "", 0, "", `password must be at least 12 characters`, rung.KindInvalid},

		// A session the server ended for a reason outside the call.
		{"pg terminated by administrator, no sqlstate (set 100)", "", 0, "", `FATAL: terminating connection due to administrator command`, rung.KindTransient},
		{"pq terminated by administrator", "", 0, "", `pq: terminating connection due to administrator command`, rung.KindTransient},
		// PostgreSQL hot standby (hot-standby.html): a replay conflict.
		{"pg standby conflict with recovery", "", 0, "", `pq: canceling statement due to conflict with recovery`, rung.KindTransient},
		// MariaDB ER_CONNECTION_KILLED (mariadb.com/kb/en/mariadb-error-code-reference).
		{"mariadb connection was killed", "", 0, "", `Error 1927 (70100): Connection was killed`, rung.KindTransient},
		// Oracle ORA-00028 (docs.oracle.com error help: "A privileged user killed your session").
		{"oracle session killed", "", 0, "", `ORA-00028: your session has been killed`, rung.KindTransient},
		// SQL Server error 596.
		{"sql server kill state", "", 0, "", `mssql: Cannot continue the execution because the session is in the kill state.`, rung.KindTransient},
		// Neighbours: a timeout that ends a session stays a timeout; a
		// cancel the caller asked for and a refused login keep their kinds.
		{"pg idle in transaction timeout", "", 0, "", `FATAL: terminating connection due to idle-in-transaction timeout`, rung.KindTransient},
		{"pg role not permitted to log in", "", 0, "", `FATAL: role "w100_nologin" is not permitted to log in`, rung.KindDenied},
		{"oracle insufficient privileges", "", 0, "", `ORA-01031: insufficient privileges`, rung.KindDenied},

		// A refused value for a setting whose name holds "timeout".
		{"pg invalid value for statement_timeout (set 100)", "", 0, "", `ERROR: invalid value for parameter "statement_timeout": "5 minutes please"`, rung.KindInvalid},
		{"pq invalid value for lock_timeout", "", 0, "", `pq: invalid value for parameter "lock_timeout": "soon"`, rung.KindInvalid},
		// MySQL ER_WRONG_VALUE_FOR_VAR 1231.
		{"mysql variable cannot be set to value", "", 0, "", `Error 1231 (42000): Variable 'lock_wait_timeout' can't be set to the value of 'abc'`, rung.KindInvalid},
		// Go's flag package (flag.go: "invalid value %q for flag -%s: %v").
		{"go flag invalid value", "", 0, "", `invalid value "5x" for flag -timeout: parse error`, rung.KindInvalid},
		// Neighbours: the timeouts themselves stay transient.
		{"pg statement timeout text", "", 0, "", `ERROR: canceling statement due to statement timeout`, rung.KindTransient},
		{"pg lock timeout text", "", 0, "", `ERROR: canceling statement due to lock timeout`, rung.KindTransient},
		{"mysql lock wait timeout", "", 0, "", `Error 1205 (HY000): Lock wait timeout exceeded; try restarting transaction`, rung.KindTransient},

		// A role or user that still owns objects (dependents.go).
		{"pg drop role owning objects, no sqlstate (set 100)", "", 0, "", `ERROR: role "w100_gone" cannot be dropped because some objects depend on it`, rung.KindPremise},
		{"pq drop role owning objects", "", 0, "", `pq: role "app" cannot be dropped because some objects depend on it`, rung.KindPremise},
		// SQL Server 15138 (DROP USER of a schema owner).
		{"sql server principal owns a schema", "", 0, "", `mssql: The database principal owns a schema in the database, and cannot be dropped.`, rung.KindPremise},
		// Oracle ORA-01922 (DROP USER of a user with schema objects).
		{"oracle cascade must be specified", "", 0, "", `ORA-01922: CASCADE must be specified to drop 'SCOTT'`, rung.KindPremise},
		// Neighbours: the refusal for want of authority stays denied.
		{"pg permission denied to drop role", "", 0, "", `ERROR: permission denied to drop role`, rung.KindDenied},

		// A setting or library fixed until the server restarts (heldrole.go).
		{"pg restart-only parameter, no sqlstate (set 100)", "", 0, "", `ERROR: parameter "shared_buffers" cannot be changed without restarting the server`, rung.KindPremise},
		{"pg extension needs shared_preload_libraries (set 100)", "", 0, "", `ERROR: pg_stat_statements must be loaded via shared_preload_libraries`, rung.KindPremise},
		// TimescaleDB's loader (src/loader/loader.c).
		{"timescaledb must be preloaded", "", 0, "", `FATAL: extension "timescaledb" must be preloaded`, rung.KindPremise},
		// MySQL ER_INCORRECT_GLOBAL_LOCAL_VAR 1238.
		{"mysql read only variable", "", 0, "", `Error 1238 (HY000): Variable 'innodb_log_file_size' is a read only variable`, rung.KindPremise},
		// Redis 7 config.c, an immutable parameter.
		{"redis immutable config", "", 0, "", `ERR CONFIG SET failed (possibly related to argument 'databases') - can't set immutable config`, rung.KindPremise},
		// Neighbours: a setting the role may not change, and a misspelt one.
		{"pg permission denied to set parameter", "", 0, "", `ERROR: permission denied to set parameter "log_min_duration_statement"`, rung.KindDenied},
		{"pg unrecognized parameter", "", 0, "", `ERROR: unrecognized configuration parameter "maintenance_work_memory"`, rung.KindInvalid},

		// PostgreSQL's administration sentences without a SQLSTATE, as lib/pq
		// and psql print them, decided as their SQLSTATE (pgsentence.go
		// pgServerSentences).
		{"pq extension not available (set 100)", "", 0, "", `pq: extension "postgis" is not available`, rung.KindPremise},
		{"pg replication slots exhausted (set 100)", "", 0, "", `ERROR: all replication slots are in use`, rung.KindPremise},
		{"pg replication slot active (set 100)", "", 0, "", `ERROR: replication slot "w100_subslot" is active for PID 7242`, rung.KindPremise},
		{"pg drop the open database (set 100)", "", 0, "", `ERROR: cannot drop the currently open database`, rung.KindInvalid},
		{"pg database used by subscription (set 100)", "", 0, "", `pq: database "w100_app" is being used by logical replication subscription`, rung.KindPremise},
		{"pgx connect database closed to connections (set 100)", "", 0, "", "failed to connect to `user=postgres database=w100_closed`: 127.0.0.1:56100 (127.0.0.1): server error: FATAL: database \"w100_closed\" is not currently accepting connections", rung.KindPremise},
		// The postmaster's refusals while it stops or starts are a wait
		// (57P03); a regional refusal stays denied.
		{"pgx connect shutting down, no sqlstate (set 100)", "", 0, "", "failed to connect to `user=postgres database=postgres`: 127.0.0.1:56100 (127.0.0.1): server error: FATAL: the database system is shutting down", rung.KindTransient},
		{"pq starting up", "", 0, "", `pq: the database system is starting up`, rung.KindTransient},
		{"feature not available in region", "", 0, "", `feature is not available in your region`, rung.KindDenied},
	})
}

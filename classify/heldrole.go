package classify

// Two classes of wording that set 100 (PostgreSQL 15 administration
// through pgx) met without its SQLSTATE, as lib/pq ("pq: ..."), psql
// ("ERROR:  ...") and the documentation print them, and that other
// software words alike.
//
// roleNeededWords: a role or identity the caller must hold, said without
// an article ("must be owner of table t", "must be superuser to ...",
// "must be member of role r") or as the one identity allowed ("only root
// can do that"). It reads like an argument's constraint ("must be ..."),
// but no argument meets it: the authority is missing, denied. PostgreSQL
// (aclchk.c, pg_signal_backend, CREATE SUBSCRIPTION), CockroachDB
// (pkg/sql/authorization.go: "must be owner of %s %s", "must be member of
// role %q"), DoltgreSQL and SereneDB ("must be owner of %s %s"),
// util-linux mount ("mount: only root can do that"), apt ("This command can
// only be used by root").
//
// killedSessionWords: the caller's session or statement was ended by the
// server for a reason outside the call (an administrator's kill, a
// standby's replay conflict, the postmaster gone): the statement never
// completed, a new connection can run it again, transient. PostgreSQL's
// own sentences (57P01, a recovery conflict) are read as their SQLSTATE
// (postgres.go pgWords, reached through toolquotes.go dbMessage); MariaDB
// ER_CONNECTION_KILLED 1927 "Connection was killed", Oracle ORA-00028
// "your session has been killed", SQL Server 596 "Cannot continue the
// execution because the session is in the kill state". The timeouts that
// also end sessions ("... due to idle-in-transaction timeout") stay with
// the timeout words, which mark them as timeouts.
//
// startOnlyWords: a server setting or library that takes effect only when
// the server starts. A session cannot change it however the call is
// worded; it needs the server's configuration and a restart, a new plan:
// premise. PostgreSQL 55P02 "parameter \"%s\" cannot be changed without
// restarting the server" (guc.c), and its extensions that must be in
// shared_preload_libraries (pg_stat_statements "must be loaded via
// shared_preload_libraries", TimescaleDB "must be preloaded", pg_cron and
// Citus "can only be loaded via shared_preload_libraries"), MySQL
// ER_INCORRECT_GLOBAL_LOCAL_VAR 1238 "Variable '%s' is a read only
// variable", Redis 7 CONFIG SET "can't set immutable config". Set 207:
// the sentences that name such a setting as the operation's prerequisite,
// as lib/pq, psql and psycopg print them without SQLSTATE 55000: logical
// decoding and its slots need wal_level = logical and max_replication_slots
// > 0 (logical.c, slot.c; PostgreSQL 17 quotes the names), an online backup
// needs wal_level above minimal (xlogfuncs.c "WAL level not sufficient"),
// and MySQL ER_NO_BINARY_LOGGING 1381 "You are not using binary logging"
// (log_bin, read-only at runtime): "requires" reads as an argument to fix.
var (
	roleNeededWords = []pattern{
		{text: "must be owner of", kind: denied, reason: "a role the caller lacks (the object's owner)"},
		{text: "must be member of role", kind: denied, reason: "a role the caller lacks (membership in a role)"},
		{text: "must be a member of the role", kind: denied, reason: "a role the caller lacks (membership in a role)"},
		{text: "must be superuser", kind: denied, reason: "a role the caller lacks (superuser)"},
		{text: "must be a superuser", kind: denied, reason: "a role the caller lacks (superuser)"},
		{text: "only root can", kind: denied, reason: "a role the caller lacks (root)"},
		{text: "can only be used by root", kind: denied, reason: "a role the caller lacks (root)"},
		{text: "must be run as root", kind: denied, reason: "a role the caller lacks (root)"},
	}
	startOnlyWords = []pattern{
		{text: "without restarting the server", kind: premise, reason: "a setting fixed until the server restarts"},
		{text: "shared_preload_libraries", kind: premise, reason: "a library the server loads only at start (shared_preload_libraries)"},
		{text: "must be preloaded", kind: premise, reason: "a library the server loads only at start"},
		{text: "is a read only variable", kind: premise, reason: "a variable fixed until the server restarts (MySQL 1238)"},
		{text: "can't set immutable config", kind: premise, reason: "a setting fixed until the server restarts (Redis)"},
		{text: "wal_level >= logical", kind: premise, reason: "a setting fixed until the server restarts (PostgreSQL wal_level)"},
		{text: `"wal_level" >= "logical"`, kind: premise, reason: "a setting fixed until the server restarts (PostgreSQL wal_level)"},
		{text: "wal_level < logical", kind: premise, reason: "a setting fixed until the server restarts (PostgreSQL wal_level)"},
		{text: `"wal_level" < "logical"`, kind: premise, reason: "a setting fixed until the server restarts (PostgreSQL wal_level)"},
		{text: "wal level not sufficient", kind: premise, reason: "a setting fixed until the server restarts (PostgreSQL wal_level)"},
		// Set 1196: CREATE PUBLICATION succeeds under wal_level = replica
		// with publicationcmds.c's WARNING "wal_level is insufficient to
		// publish logical changes" (HINT "Set wal_level to \"logical\"
		// before creating subscriptions."): psql exits 0, and the
		// publication can publish nothing until the server is reconfigured
		// and restarted.
		{text: "wal_level is insufficient", kind: premise, reason: "a setting fixed until the server restarts (PostgreSQL wal_level): the publication can publish nothing yet"},
		{text: "can only be used if max_replication_slots > 0", kind: premise, reason: "a setting fixed until the server restarts (PostgreSQL max_replication_slots)"},
		{text: `can only be used if "max_replication_slots" > 0`, kind: premise, reason: "a setting fixed until the server restarts (PostgreSQL max_replication_slots)"},
		{text: "you are not using binary logging", kind: premise, reason: "a setting fixed until the server restarts (MySQL log_bin)"},
	}
	// connectionStartWords: set 1406, PostgreSQL's 55P02 for a
	// backend-context setting (log_connections, log_disconnections,
	// ignore_system_indexes, post_auth_delay), in a driver's words without
	// the SQLSTATE (lib/pq, psycopg's CantChangeRuntimeParam): guc.c
	// "parameter \"%s\" cannot be set after connection start". Unlike the
	// restart-only text above, the server need not change: the same
	// setting is accepted in the connection's startup options (libpq
	// options=-c, PGOPTIONS, pgx RuntimeParams), so the caller repairs its
	// connect call: invalid.
	connectionStartWords = []pattern{
		{text: "cannot be set after connection start", kind: invalid, reason: "a setting given only at connection start: pass it in the connection's startup options (PostgreSQL 55P02, backend context)"},
	}
	// grantOptionWords: set 1196, PostgreSQL's warnings from a GRANT or
	// REVOKE by a role that holds no grant option for what it names
	// (aclchk.c restrict_and_check_grant, SQLSTATE 01007
	// warning_privilege_not_granted and 01006
	// warning_privilege_not_revoked; sql-grant.html: "The GRANT ALL
	// PRIVILEGES forms will issue a warning message if no grant options are
	// held"; sql-revoke.html the same for REVOKE). The statement succeeds
	// (psql exits 0) with nothing or less than it named changed, and the
	// reason is the caller's authority, not the arguments: denied. The
	// words are the server's, so psql's stderr, a driver's notice and
	// CockroachDB's copy read alike.
	grantOptionWords = []pattern{
		{text: "no privileges were granted for ", kind: denied, reason: "the role holds no grant option for the privileges it granted: nothing was granted (PostgreSQL 01007)"},
		{text: "not all privileges were granted for ", kind: denied, reason: "the role lacks the grant option for some privileges it granted (PostgreSQL 01007)"},
		{text: "no privileges could be revoked for ", kind: denied, reason: "the role holds no grant option for the privileges it revoked: nothing was revoked (PostgreSQL 01006)"},
		{text: "not all privileges could be revoked for ", kind: denied, reason: "the role lacks the grant option for some privileges it revoked (PostgreSQL 01006)"},
	}
	killedSessionWords = []pattern{
		{text: "connection was killed", kind: transient, reason: "the session was killed: reconnect and run it again"},
		{text: "session has been killed", kind: transient, reason: "the session was killed: reconnect and run it again"},
		{text: "session is in the kill state", kind: transient, reason: "the session was killed: reconnect and run it again"},
	}
)

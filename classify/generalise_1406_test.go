package classify

import "testing"

// First run at 4d4a0663: 32/34 overall, 12/14 tricky.
// Fixed: i1406-set-backend-param (postgres.go 55P02 and heldrole.go connectionStartWords; TestGeneralise1406ConnectionStart).
// Tolerated: i1406-closed-conn-deallocate: transient vs premise (ruling, set 86 pgx "conn closed" in sqlclient.go and docs/taxonomy.md set 287 row): pgx wraps its cause in "failed to deallocate cached statement(s): %w" whenever its statement cache holds invalidated entries, so the prefix does not say who closed the conn; the same text follows a server-ended session, where a new connection serves the call. My capture closed the conn in the program (whose handle ruling would read invalid, not premise).
func TestIndependentCases1406(t *testing.T) {
	runIndependent(t, "testdata/independent1406.jsonl", true, "i1406-closed-conn-deallocate")
}

// TestGeneralise1406ConnectionStart: PostgreSQL's 55P02 covers four
// different refusals to change a setting (guc.c set_config_option, by the
// setting's context). A backend-context setting (log_connections,
// log_disconnections, ignore_system_indexes, post_auth_delay, jit_debugging
// ...) "cannot be set after connection start": the same value is accepted
// in the connection's own startup options (libpq options=-c, PGOPTIONS,
// pgx RuntimeParams), so the caller repairs its connect call, nothing in
// the server changes: invalid. The restart-only (postmaster) text and the
// reload-only (sighup) "cannot be changed now" keep premise: the server's
// configuration must change (docs config-setting.html, view-pg-settings.html
// context column).
func TestGeneralise1406ConnectionStart(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx backend param", "postgres", 0, "55P02", `ERROR: parameter "log_disconnections" cannot be set after connection start (SQLSTATE 55P02)`, invalid},
		{"lib/pq backend param", "go", 0, "", `pq: parameter "ignore_system_indexes" cannot be set after connection start`, invalid},
		{"psycopg backend param", "", 0, "", `psycopg.errors.CantChangeRuntimeParam: parameter "post_auth_delay" cannot be set after connection start`, invalid},
		{"asyncpg backend param", "", 0, "55P02", `asyncpg.exceptions.CantChangeRuntimeParamError: parameter "jit_debugging_support" cannot be set after connection start`, invalid},
		{"bare sqlstate backend", "postgres", 0, "55P02", `parameter "log_connections" cannot be set after connection start`, invalid},
		// near misses: the server's configuration must change
		{"restart-only stays premise", "postgres", 0, "55P02", `ERROR: parameter "max_wal_senders" cannot be changed without restarting the server (SQLSTATE 55P02)`, premise},
		{"restart-only lib/pq", "go", 0, "", `pq: parameter "shared_preload_libraries" cannot be changed without restarting the server`, premise},
		{"sighup stays premise", "postgres", 0, "55P02", `ERROR: parameter "archive_timeout" cannot be changed now (SQLSTATE 55P02)`, premise},
		{"internal stays premise", "postgres", 0, "55P02", `ERROR: parameter "data_directory" cannot be changed (SQLSTATE 55P02)`, premise},
		{"superuser-backend denied", "postgres", 0, "42501", `ERROR: permission denied to set parameter "log_connections" (SQLSTATE 42501)`, denied},
	})
}

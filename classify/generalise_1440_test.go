package classify

import "testing"

// First run at f4461bc8: 29/34 overall, 11/16 tricky.
// Fixed: i1440-analyze-skip-warning, i1440-vacuum-skip-warning (VACUUM/ANALYZE skips for want of ownership: lockheld.go maintenanceSkipWords; TestGeneralise1440MaintenanceSkipped).
// Fixed: i1440-channel-binding-no-plus (SCRAM channel binding required and not offered: sqlclient.go; TestGeneralise1440ChannelBinding).
// Fixed: i1440-secdef-set-role (42501 inside a security-definer function or security-restricted operation: postgres.go securityContextRefusal; TestGeneralise1440SecurityContext).
// Fixed: i1440-pg-stat-activity-hidden (statistics views' masked values: postgres.go; TestGeneralise1440StatsPlaceholder).
func TestIndependentCases1440(t *testing.T) {
	runIndependent(t, "testdata/independent1440.jsonl", true)
}

// TestGeneralise1440MaintenanceSkipped holds VACUUM's and ANALYZE's
// warnings that they skipped a table for want of ownership or privilege
// (PostgreSQL 15 vacuum.c vacuum_is_relation_owner, 16's
// vacuum_is_permitted_for_relation), reported as a pgx notice (SQLSTATE
// 01000) behind a command that succeeded: nothing was done, for want of
// authority (lockheld.go maintenanceSkipWords). The near misses keep their
// kinds: a skip for a lock held elsewhere waits, a REINDEX skip stays
// ambiguous, a GRANT without grant option stays denied.
func TestGeneralise1440MaintenanceSkipped(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"analyze-owner", "postgres", 0, "01000", `WARNING: skipping "orders" --- only table or database owner can analyze it (SQLSTATE 01000)`, denied},
		{"vacuum-owner", "postgres", 0, "01000", `WARNING: skipping "orders" --- only table or database owner can vacuum it (SQLSTATE 01000)`, denied},
		{"vacuum-superuser", "postgres", 0, "01000", `WARNING: skipping "pg_authid" --- only superuser can vacuum it (SQLSTATE 01000)`, denied},
		{"analyze-superuser-or-dbowner", "postgres", 0, "01000", `WARNING: skipping "pg_database" --- only superuser or database owner can analyze it (SQLSTATE 01000)`, denied},
		{"vacuum-pg16", "postgres", 0, "01000", `WARNING: permission denied to vacuum "orders", skipping it (SQLSTATE 01000)`, denied},
		{"analyze-pg16-bare", "postgres", 0, "01000", `permission denied to analyze "orders", skipping it`, denied},
		{"near-lock-not-available", "postgres", 0, "55P03", `WARNING: skipping vacuum of "orders" --- lock not available (SQLSTATE 55P03)`, transient},
		{"near-reindex-skip", "postgres", 0, "01000", `WARNING: cannot reindex invalid index "public.orders_idx" concurrently, skipping (SQLSTATE 01000)`, ambiguous},
		{"near-grant-option", "postgres", 0, "01007", `WARNING: no privileges were granted for "orders" (SQLSTATE 01007)`, denied},
	})
}

// TestGeneralise1440ChannelBinding holds a client's demand for SCRAM
// channel binding (channel_binding=require) that the server or the
// connection cannot meet (pgconn auth_scram.go and pgconn.go, libpq
// fe-auth.c): no credential was judged and nothing but the server's setup
// or the connection string changes it, premise as sslmode=require against
// ssl = off (sqlclient.go). Near misses: a misspelt channel_binding value
// is invalid, a wrong password under SCRAM stays denied.
func TestGeneralise1440ChannelBinding(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx-no-plus", "postgres", 0, "", "failed to connect to `user=app database=db`: 10.0.0.5:5432 (db.internal): failed SASL auth: channel binding required but server does not support SCRAM-SHA-256-PLUS", premise},
		{"pgx-not-scram", "go", 0, "", "failed to connect to `user=app database=db`: 10.0.0.5:5432 (db.internal): channel binding check failed: channel binding required but server did not authenticate using channel binding", premise},
		{"pgx-no-data", "postgres", 0, "", "failed to connect to `user=app database=db`: 10.0.0.5:5432 (db.internal): failed SASL auth: channel binding required but channel binding data is not available", premise},
		{"libpq-without", "exec", 2, "", `psql: error: connection to server at "db.internal" (10.0.0.5), port 5432 failed: channel binding required, but server authenticated client without channel binding`, premise},
		{"libpq-not-supported", "exec", 2, "", `psql: error: connection to server at "db.internal" (10.0.0.5), port 5432 failed: channel binding required but not supported by server's authentication request`, premise},
		{"libpq-no-ssl", "exec", 2, "", `psql: error: connection to server at "db.internal" (10.0.0.5), port 5432 failed: channel binding is required, but SSL not in use`, premise},
		{"near-bad-value", "exec", 2, "", `psql: error: invalid channel_binding value: "requried"`, invalid},
		{"near-wrong-password", "postgres", 0, "28P01", "failed to connect to `user=app database=db`: 10.0.0.5:5432 (db.internal): failed SASL auth: FATAL: password authentication failed for user \"app\" (SQLSTATE 28P01)", denied},
	})
}

// TestGeneralise1440SecurityContext holds PostgreSQL's 42501 refusals of a
// statement inside a security-definer function or a security-restricted
// operation (guc.c, namespace.c, utility.c): no role may do it there,
// whoever calls, so the function or statement must change: invalid
// (postgres.go securityContextRefusal, pgsentence.go without the SQLSTATE).
// Near misses: the 42501 refusals of authority stay denied.
func TestGeneralise1440SecurityContext(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"set-role-secdef", "postgres", 0, "42501", `ERROR: cannot set parameter "role" within security-definer function (SQLSTATE 42501)`, invalid},
		{"set-session-auth-secdef", "postgres", 0, "42501", `ERROR: cannot set parameter "session_authorization" within security-definer function (SQLSTATE 42501)`, invalid},
		{"set-restricted", "postgres", 0, "42501", `ERROR: cannot set parameter "search_path" within security-restricted operation (SQLSTATE 42501)`, invalid},
		{"temp-restricted", "postgres", 0, "42501", `ERROR: cannot create temporary table within security-restricted operation (SQLSTATE 42501)`, invalid},
		{"execute-restricted", "postgres", 0, "42501", `ERROR: cannot execute CREATE TABLE within security-restricted operation (SQLSTATE 42501)`, invalid},
		{"psql-no-sqlstate", "exec", 1, "", `psql:fix.sql:3: ERROR:  cannot set parameter "role" within security-definer function`, invalid},
		{"near-set-parameter", "postgres", 0, "42501", `ERROR: permission denied to set parameter "log_statement" (SQLSTATE 42501)`, denied},
		{"near-set-role", "postgres", 0, "42501", `ERROR: permission denied to set role "admin" (SQLSTATE 42501)`, denied},
		{"near-function", "postgres", 0, "42501", `ERROR: permission denied for function audit_log (SQLSTATE 42501)`, denied},
	})
}

// TestGeneralise1440StatsPlaceholder holds the statistics views'
// placeholders for a value this role may not see (pgstatfuncs.c,
// pg_stat_statements.c: "<insufficient privilege>" without
// pg_read_all_stats, "<command string not enabled>",
// "<backend information not available>"): no error, a row with its value
// masked, ambiguous (postgres.go). Near misses: the words without the
// brackets, or as an error, stay denied.
func TestGeneralise1440StatsPlaceholder(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"activity-query", "postgres", 0, "", `<insufficient privilege>`, ambiguous},
		{"track-off", "postgres", 0, "", `<command string not enabled>`, ambiguous},
		{"no-backend-info", "postgres", 0, "", `<backend information not available>`, ambiguous},
		{"near-error", "postgres", 0, "42501", `ERROR: insufficient privilege (SQLSTATE 42501)`, denied},
		{"near-bare", "postgres", 0, "", `insufficient privilege`, denied},
	})
}

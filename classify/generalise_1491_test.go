package classify

import "testing"

// First run at 478c2005: 28/34 overall, 15/21 tricky.
func TestIndependentCases1491(t *testing.T) {
	runIndependent(t, "testdata/independent1491.jsonl", false)
}

// TestGeneralise1491InvalidIndexLeft holds a report that an index is left
// INVALID (pg_index.indisvalid false, psql \d's " INVALID"; invalidindex.go):
// CREATE INDEX CONCURRENTLY that fails or is cancelled part-way leaves the
// index behind, ignored by queries (sql-createindex.html, "Building Indexes
// Concurrently"). Beside the statement's error the leftover must be dropped
// before a rebuild, premise, whatever the error's class; beside a success
// (IF NOT EXISTS's skip, a command tag) the result is unusable, ambiguous.
// Near misses: the same errors with no such report keep their readings (a
// timeout a wait, "already exists" conflict), an index reported valid too,
// and REINDEX's skip of an invalid index stays ambiguous (set 1421).
func TestGeneralise1491InvalidIndexLeft(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"deadlock leftover", "postgres", 0, "40P01", `CREATE INDEX CONCURRENTLY events_user_idx failed: ERROR: deadlock detected (SQLSTATE 40P01); pg_index.indisvalid=false for events_user_idx`, premise},
		{"expanded catalog row", "postgres", 0, "", "ERROR: canceling statement due to user request (SQLSTATE 57014)\n-[ RECORD 1 ]-------------\nindexrelid | orders_sku_idx\nindisvalid | f", premise},
		{"psql describe", "postgres", 0, "", "ERROR: could not create unique index \"users_email_key\" (SQLSTATE 23505)\nIndexes:\n    \"users_email_key\" UNIQUE, btree (email) INVALID", premise},
		{"success over invalid", "postgres", 0, "", `CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_sku_idx: NOTICE relation "orders_sku_idx" already exists, skipping; indisvalid is false`, ambiguous},
		{"describe after success", "postgres", 0, "", "CREATE INDEX\n    \"orders_sku_idx\" btree (sku) INVALID", ambiguous},
		// Near misses.
		{"timeout alone", "postgres", 0, "57014", `ERROR: canceling statement due to statement timeout (SQLSTATE 57014)`, transient},
		{"exists alone", "postgres", 0, "42P07", `ERROR: relation "orders_sku_idx" already exists (SQLSTATE 42P07)`, conflict},
		{"valid index", "postgres", 0, "", `NOTICE: relation "orders_sku_idx" already exists, skipping; indisvalid = true`, conflict},
		{"timeout, index valid", "postgres", 0, "57014", `ERROR: canceling statement due to statement timeout (SQLSTATE 57014); indisvalid = true`, transient},
		{"reindex skip", "postgres", 0, "", `WARNING:  cannot reindex invalid index "app.orders_sku_key" concurrently, skipping`, ambiguous},
		{"unique build", "postgres", 0, "23505", `ERROR: could not create unique index "orders_sku_key" (SQLSTATE 23505)`, premise},
	})
}

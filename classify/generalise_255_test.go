package classify

import "testing"

// TestIndependentCases255 runs held-out set 255: SQLite under concurrency through modernc.org/sqlite
// and database/sql (worker pool and a second process sharing one file; WAL and rollback journals,
// busy_timeout 0 and set, BUSY_SNAPSHOT, BEGIN IMMEDIATE/EXCLUSIVE, ATTACH/VACUUM INTO under a lock,
// journal_mode and VACUUM inside a transaction, schema changes under prepared statements, migration
// races, context deadlines), captured live under /tmp/w255 and labelled blind from sqlite.org docs.
// First run at 777dfd3: 34/35 overall, 8/9 tricky. Nothing fixed: the one miss is text-identical to a typo.
// Tolerated: i255-schema-prepared-drop-column: invalid vs premise; modernc re-prepares and says only "no such column", which sets 106, 210 and 241 read invalid (i241-schema-drop-prepared is tolerated the same way).
func TestIndependentCases255(t *testing.T) {
	runIndependent(t, "testdata/independent255.jsonl", true, "i255-schema-prepared-drop-column")
}

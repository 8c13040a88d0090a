package classify

import "testing"

// First run at 24eb957b: 19/34 overall, 13/28 tricky.
// Tolerated: i1472-detach-while-reading: invalid vs transient (set 1441 DETACH-locked ruling): the lock is this connection's own open rows; closing them, not waiting, frees it.
// Tolerated: i1472-detach-in-write-tx: invalid vs transient (set 1441 DETACH-locked ruling; label error): the transaction holding the schema is the caller's own, so no wait ends it.
// Tolerated: i1472-attach-directory: premise vs invalid (SQLITE_CANTOPEN ruling, sqlite.go: "a path that is a directory" reads premise): modernc's text cannot tell a directory from a missing file.
// Tolerated: i1472-vacuum-into-ro-uri: premise vs invalid (SQLITE_CANTOPEN ruling): the "?mode=ro" in the quoted URI is the only marker, a one-off.
// Tolerated: i1472-incr-vacuum-noop: ambiguous vs premise (one-off description of a no-op pragma; "returned no rows" reads an empty success).
// Tolerated: i1472-auto-vacuum-pending: unknown vs ambiguous (one-off description of a pragma read-back).
// Tolerated: i1472-page-size-pending: unknown vs ambiguous (one-off description of a pragma read-back).
// Tolerated: i1472-page-size-wal-refused: unknown vs premise (one-off description of a pragma read-back).
// Tolerated: i1472-memory-wal-refused: unknown vs premise (one-off description: journal_mode answered with the old mode).
func TestIndependentCases1472(t *testing.T) {
	runIndependent(t, "testdata/independent1472.jsonl", true,
		"i1472-detach-while-reading", "i1472-detach-in-write-tx", "i1472-attach-directory", "i1472-vacuum-into-ro-uri",
		"i1472-incr-vacuum-noop", "i1472-auto-vacuum-pending", "i1472-page-size-pending",
		"i1472-page-size-wal-refused", "i1472-memory-wal-refused")
}

// TestGeneralise1472ReservedSchema: main and temp are schemas every SQLite
// connection holds and never attaches (sqlite.org lang_attach.html,
// lang_detach.html); attach.c's "database main is already in use" (ATTACH
// ... AS main/temp) and "no such database: temp" (DETACH temp) refuse the
// alias argument itself: invalid, not the conflict or premise the same
// words mean for another alias. Live modernc.org/sqlite v1.63.0.
func TestGeneralise1472ReservedSchema(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"attach as main", "sqlite", 0, "1", "SQL logic error: database main is already in use (1)", invalid},
		{"attach as temp", "sqlite", 0, "1", "SQL logic error: database temp is already in use (1)", invalid},
		{"mattn attach as temp", "sqlite", 0, "", "database temp is already in use", invalid},
		{"detach temp", "sqlite", 0, "1", "SQL logic error: no such database: temp (1)", invalid},
		{"ncruces detach temp", "sqlite", 0, "", "sqlite3: SQL logic error: no such database: temp", invalid},
		// near misses: another alias keeps its reading
		{"alias in use", "sqlite", 0, "1", "SQL logic error: database x is already in use (1)", conflict},
		{"alias maintenance in use", "sqlite", 0, "1", "SQL logic error: database maintenance is already in use (1)", conflict},
		{"detach unknown", "sqlite", 0, "1", "SQL logic error: no such database: nosuch (1)", premise},
		{"detach temp_archive", "sqlite", 0, "1", "SQL logic error: no such database: temp_archive (1)", premise},
	})
}

// TestGeneralise1472ReindexUnidentified: build.c sqlite3Reindex's "unable
// to identify the object to be reindexed": REINDEX names no collation,
// table or index the schema holds, as "no such index" (premise). Live
// modernc.org/sqlite v1.63.0; sqlite.org/lang_reindex.html.
func TestGeneralise1472ReindexUnidentified(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"modernc", "sqlite", 0, "1", "SQL logic error: unable to identify the object to be reindexed (1)", premise},
		{"bare", "sqlite", 0, "", "unable to identify the object to be reindexed", premise},
		{"ncruces", "sqlite", 0, "", "sqlite3: SQL logic error: unable to identify the object to be reindexed", premise},
		// near misses
		{"syntax", "sqlite", 0, "1", "SQL logic error: near \"REINDEXX\": syntax error (1)", invalid},
		{"missing collation", "sqlite", 0, "257", "SQL logic error: no such collation sequence: rev (257)", premise},
	})
}

// TestGeneralise1472IntegrityNull: PRAGMA integrity_check's finding "NULL
// value in T.C" (pragma.c: stored rows of a NOT NULL column hold NULL) is
// damaged data, premise, as its "CHECK constraint failed in T" sibling
// (set 1238). A write refused for a NULL ("NOT NULL constraint failed:
// t.c") and PostgreSQL's 23502 "null value in column" stay invalid.
func TestGeneralise1472IntegrityNull(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"row", "sqlite", 0, "", "NULL value in t.c", premise},
		{"with header", "sqlite", 0, "", "*** in database main ***\nNULL value in orders.customer_id", premise},
		{"schema-qualified", "sqlite", 0, "", "NULL value in main.t.c", premise},
		// near misses
		{"not null write", "sqlite", 0, "1299", "NOT NULL constraint failed: t.c (1299)", invalid},
		{"pg not null", "postgres", 0, "23502", "null value in column \"c\" of relation \"t\" violates not-null constraint", invalid},
	})
}

// TestGeneralise1472WALCheckpointRow: PRAGMA wal_checkpoint never fails
// for a checkpoint it could not finish; it returns (busy, log,
// checkpointed) (sqlite.org pragma.html#pragma_wal_checkpoint). busy=1,
// or a PASSIVE checkpoint that copied fewer frames than the log holds, is
// a reader's snapshot in the way: transient. -1/-1 is a database not in
// WAL mode, nothing done: ambiguous. A complete checkpoint gets no verdict
// from this rule. Live modernc.org/sqlite v1.63.0 (set 1472).
func TestGeneralise1472WALCheckpointRow(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"truncate busy described", "sqlite", 0, "", "PRAGMA wal_checkpoint(TRUNCATE) returned busy=1, log=12, checkpointed=7", transient},
		{"shell row busy", "sqlite", 0, "", "sqlite> PRAGMA wal_checkpoint(RESTART);\n1|12|7", transient},
		{"python tuple busy", "sqlite", 0, "", "PRAGMA wal_checkpoint(FULL) -> (1, 40, 40)", transient},
		{"passive partial", "sqlite", 0, "", "PRAGMA wal_checkpoint(PASSIVE) returned [0 9 4]", transient},
		{"not wal shell", "sqlite", 0, "", "PRAGMA wal_checkpoint;\n0|-1|-1", ambiguous},
		{"not wal python", "sqlite", 0, "", "PRAGMA main.wal_checkpoint(TRUNCATE) returned (0, -1, -1)", ambiguous},
		// near misses: a checkpoint that completed, a lock error, no row
		{"complete", "sqlite", 0, "", "PRAGMA wal_checkpoint(TRUNCATE) returned busy=0, log=0, checkpointed=0", unk},
		{"busy error", "sqlite", 0, "5", "database is locked (5) (SQLITE_BUSY)", transient},
		{"no row", "sqlite", 0, "", "PRAGMA wal_checkpoint(TRUNCATE) returned nothing", unk},
	})
}

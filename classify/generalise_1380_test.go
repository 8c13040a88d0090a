package classify

import "testing"

// First run at 719881c8: 33/36 overall, 16/19 tricky.
// Mended: i1380-wal-shm-disk-full (SQLITE_IOERR_SHMSIZE reads premise, TestGeneralise1380SQLiteIOErrState).
// Tolerated: i1380-trigger-raise-abort: premise vs invalid (ruling: guardsState, postgres.go): "on_hand" names stock the world holds, and the text of a trigger that refuses an INSERT of -1 is the same as one that refuses a decrement past zero; the ruling reads both premise.
// Tolerated: i1380-trigger-raise-fail-policy: premise vs denied (ruling: the append-only rule, appwords.go): a schema rule that binds every caller ("accounts are archived, not deleted") is no authority the caller lacks; the ruling reads it premise, as a retention hold.
func TestIndependentCases1380(t *testing.T) {
	runIndependent(t, "testdata/independent1380.jsonl", true, "i1380-trigger-raise-abort", "i1380-trigger-raise-fail-policy")
}

// TestGeneralise1380SQLiteIOErrState: the SQLITE_IOERR refinements whose
// rescode.html entries name a state a retry finds unchanged read premise,
// not the IOERR family's transient: IOERR_SHMSIZE (4874, the WAL's -shm
// file could not grow, "the underlying filesystem volume is out of space",
// as SQLITE_FULL; captured live from modernc on a full tmpfs), IOERR_DATA
// (8202, a checksum VFS page mismatch) and IOERR_CORRUPTFS (8458, "often
// indicates a corrupt filesystem"), as SQLITE_CORRUPT. The plain and the
// other extended I/O errors (READ 266, WRITE 778, FSYNC 1034, NOMEM 3082)
// keep transient.
func TestGeneralise1380SQLiteIOErrState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"shmsize modernc", "sqlite", 0, "", "disk I/O error (4874)", premise},
		{"shmsize name", "sqlite", 0, "SQLITE_IOERR_SHMSIZE", "disk I/O error", premise},
		{"shmsize node code", "", 0, "SQLITE_IOERR_SHMSIZE", "SqliteError: disk I/O error", premise},
		{"data checksum", "sqlite", 0, "", "disk I/O error (8202)", premise},
		{"corruptfs", "sqlite", 0, "", "disk I/O error (8458)", premise},
		{"corruptfs name", "sqlite", 0, "SQLITE_IOERR_CORRUPTFS", "disk I/O error", premise},
		// near misses: the passing I/O errors keep their wait.
		{"plain ioerr", "sqlite", 0, "", "disk I/O error (10)", transient},
		{"ioerr read", "sqlite", 0, "", "disk I/O error (266)", transient},
		{"ioerr write", "sqlite", 0, "", "disk I/O error (778)", transient},
		{"ioerr fsync", "sqlite", 0, "", "disk I/O error (1034)", transient},
		{"ioerr nomem", "sqlite", 0, "", "out of memory (3082)", transient},
		{"ioerr short read name", "sqlite", 0, "SQLITE_IOERR_SHORT_READ", "disk I/O error", transient},
		{"full stays", "sqlite", 0, "", "database or disk is full (13)", premise},
	})
}

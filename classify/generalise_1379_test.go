package classify

import "testing"

// First run at f7cefb3f: 35/36 overall, 13/14 tricky.
func TestIndependentCases1379(t *testing.T) {
	runIndependent(t, "testdata/independent1379.jsonl", true)
}

// TestGeneralise1379StandbyRefusal checks the hot standby's refusals that
// PostgreSQL raises with elog, under XX000 internal_error, rather than as
// utility.c's 25006: varsup.c's "cannot assign OIDs during recovery"
// (lo_create, any new OID) and "cannot assign TransactionIds during
// recovery", xloginsert.c's "cannot make new WAL entries during recovery",
// and lock.c's 0A000 "cannot acquire lock mode ... while recovery is in
// progress" (captured live: pgx v5.12.0 against a PostgreSQL 15 standby
// made with pg_basebackup -R). Each is a call that a primary would take:
// the session is on the wrong server, premise, as 25006. The sentence
// counts as PostgreSQL prints it (the clause from the message's start or a
// colon prefix to its end, a new line or pgx's " (SQLSTATE"); the near
// misses keep their kinds: a crash recovery's "in recovery mode" and a
// recovery conflict (waits), an XX000 internal error of another kind, and
// other software's "during recovery of" inside a longer sentence.
func TestGeneralise1379StandbyRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx lo_create on a standby", "postgres", 0, "XX000", "ERROR: cannot assign OIDs during recovery (SQLSTATE XX000)", premise},
		{"pgx txid on a standby", "postgres", 0, "XX000", "ERROR: cannot assign TransactionIds during recovery (SQLSTATE XX000)", premise},
		{"lib/pq WAL insert on a standby", "postgres", 0, "XX000", "pq: cannot make new WAL entries during recovery", premise},
		{"psql OIDs on a standby, no code", "", 0, "", "ERROR:  cannot assign OIDs during recovery", premise},
		{"go text, pgx OIDs on a standby", "go", 0, "", "ERROR: cannot assign OIDs during recovery (SQLSTATE XX000)", premise},
		{"pgx lock on a standby", "postgres", 0, "0A000", "ERROR: cannot acquire lock mode AccessExclusiveLock on database objects while recovery is in progress (SQLSTATE 0A000)", premise},
		// Near misses.
		{"crash recovery is a wait", "postgres", 0, "57P03", "FATAL: the database system is in recovery mode (SQLSTATE 57P03)", transient},
		{"recovery conflict is a wait", "postgres", 0, "40001", "ERROR: canceling statement due to conflict with recovery (SQLSTATE 40001)", transient},
		{"other XX000 stays unknown", "postgres", 0, "XX000", "ERROR: cannot assign OIDs to relation 16384 (SQLSTATE XX000)", unk},
		{"other software's recovery inside a sentence", "", 0, "", "cannot assign shard during recovery of node 3, retry later", transient},
	})
}

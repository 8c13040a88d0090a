package classify

import "testing"

// First run at 8bcaa187: 13/24 overall, 6/12 tricky.
// Tolerated: i1487-notify-rolled-back: transient vs premise (one-off): a description line whose only error text is the wait's own timeout; the rolled-back NOTIFY is visible to no client, so no stable marker names it.
// Tolerated: i1487-move-past-end: unknown vs ambiguous (one-off): a description of a MOVE tag that counted fewer rows than asked and an empty FETCH; no error text to key on.
// Tolerated: i1487-rollback-to-missing-savepoint: invalid vs premise (ruling): the standing 3B001 "savepoint ... does not exist" ruling in docs/taxonomy.md (sets 241, 377, 1067, 1162, 1250, 1366, 1441).
// Tolerated: i1487-release-savepoint-twice: invalid vs premise (ruling): the same 3B001 ruling; the words cannot tell a released savepoint from a misspelt one.
// Tolerated: i1487-release-missing-savepoint: invalid vs premise (ruling): the same 3B001 ruling.
// Tolerated: i1487-rollback-to-savepoint-released-with-parent: invalid vs premise (ruling): the same 3B001 ruling.
// Tolerated: i1487-setlocal-outside-tx: ambiguous vs invalid (ruling): set 1250's xact.c WARNING ruling (docs/taxonomy.md): the command succeeded with no effect.
// Tolerated: i1487-set-transaction-outside-tx: ambiguous vs invalid (ruling): set 1250's xact.c WARNING ruling.
// Tolerated: i1487-commit-no-transaction: ambiguous vs premise (ruling): set 1250's xact.c WARNING ruling ("there is no transaction in progress").
// Tolerated: i1487-current-of-unpositioned: invalid vs premise (ruling, label error): class 24 invalid_cursor_state reads invalid in postgres.go; an UPDATE ... WHERE CURRENT OF before any FETCH is the program's call order, so the class reading is better than my label.
func TestIndependentCases1487(t *testing.T) {
	runIndependent(t, "testdata/independent1487.jsonl", true,
		"i1487-notify-rolled-back", "i1487-move-past-end",
		"i1487-rollback-to-missing-savepoint", "i1487-release-savepoint-twice",
		"i1487-release-missing-savepoint", "i1487-rollback-to-savepoint-released-with-parent",
		"i1487-setlocal-outside-tx", "i1487-set-transaction-outside-tx",
		"i1487-commit-no-transaction", "i1487-current-of-unpositioned")
}

// TestGeneralise1487TryLockHeld: a try-lock that returned false because
// another session holds the lock now (PostgreSQL pg_try_advisory_lock,
// functions-admin.html: "return false if the lock cannot be acquired
// immediately") is a wait, as 55P03; a lock the caller does not own stays
// premise (lockheld.go), and another session's other holdings keep theirs.
func TestGeneralise1487TryLockHeld(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"try advisory false", "postgres", 0, "", "pg_try_advisory_lock(7) returned false: another session holds advisory lock 7", transient},
		{"lock held by another session", "", 0, "", "could not take the migration lock: it is held by another session", transient},
		{"xact try lock", "postgres", 0, "", "pg_try_advisory_xact_lock(99) returned false; another session holds it", transient},
		{"near miss: not owned", "postgres", 0, "01000", "WARNING: you don't own a lock of type ExclusiveLock", premise},
		{"near miss: lock timeout", "postgres", 0, "55P03", "ERROR: canceling statement due to lock timeout (SQLSTATE 55P03)", transient},
	})
}

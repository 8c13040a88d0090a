package classify

import "testing"

// First run at 24354577: 32/34 overall, 12/14 tricky.
// Tolerated: i1527-ctx-cancel: denied vs transient (ruling): docs/taxonomy.md's caller's-cancel row reads PostgreSQL 57014 "canceling statement due to user request" denied in every client's rendering; here lib/pq sent the cancel because the caller's context.WithTimeout deadline expired, which the text cannot show.
func TestIndependentCases1527(t *testing.T) {
	runIndependent(t, "testdata/independent1527.jsonl", true, "i1527-ctx-cancel")
}

// TestGeneralise1527FailedTransaction: a client's refusal of an operation in
// a transaction an earlier statement already failed (lib/pq
// ErrInFailedTransaction, captured live; Django's TransactionManagementError)
// is 25P02's frame, premise: run the
// transaction again from its start. Other transaction texts keep their kinds.
func TestGeneralise1527FailedTransaction(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"libpq commit", "postgres", 0, "", "pq: Could not complete operation in a failed transaction", premise},
		{"libpq bare", "", 0, "", "Could not complete operation in a failed transaction", premise},
		{"libpq go", "go", 0, "", "commit: pq: Could not complete operation in a failed transaction", premise},
		{"django", "", 0, "", "django.db.transaction.TransactionManagementError: An error occurred in the current transaction. You can't execute queries until the end of the 'atomic' block.", premise},
		// Near misses.
		{"sqlalchemy 8s2b (set 1011)", "", 0, "", "Can't reconnect until invalid transaction is rolled back.  Please rollback() fully before proceeding (Background on this error at: https://sqlalche.me/e/20/8s2b)", invalid},
		{"tx inside tx", "postgres", 0, "", "pq: VACUUM cannot run inside a transaction block", invalid},
		{"serialization", "postgres", 0, "", "pq: could not serialize access due to concurrent update", transient},
		{"tx done", "go", 0, "", "sql: transaction has already been committed or rolled back", premise},
		{"duplicate", "postgres", 0, "", `pq: duplicate key value violates unique constraint "orders_pkey"`, conflict},
	})
}

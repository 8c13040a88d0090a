package classify

import "testing"

// TestIndependentCases520 runs held-out set 520: PostgreSQL via pgx v5 and SQLite via modernc.org/sqlite (constraints, DDL and migrations, locks and timeouts, permissions and RLS, COPY, sequences, aborted transactions, connection limits, pgx client-side errors), captured live, labelled blind.
func TestIndependentCases520(t *testing.T) { runIndependent(t, "testdata/independent520.jsonl", false) }

package classify

import "testing"

// TestIndependentCases287 runs held-out set 287: PostgreSQL 15 via pgx v5
// types and features (jsonb and jsonpath, arrays, CopyFrom, SendBatch,
// NOTIFY, advisory locks, identity, enums, domains, pgx encode and scan
// errors), captured live, labelled blind.
// First run at b52c8d4: 34/35 overall, 13/14 tricky.
// Tolerated: i287-jsonpath-strict-key-missing: premise vs invalid in set
// 158 (i158-pg-jsonpath-strict-key, the same text): I read the strict-mode
// miss as the document lacking a key the plan rests on; set 158 reads it as
// a path argument (or mode) wrong for the document. The earlier label stands.
func TestIndependentCases287(t *testing.T) {
	runIndependent(t, "testdata/independent287.jsonl", true, "i287-jsonpath-strict-key-missing")
}

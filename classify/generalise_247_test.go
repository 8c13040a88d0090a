package classify

import "testing"

// TestIndependentCases247 runs held-out set 247: the pgx v5 client side and database/sql over
// pgx/stdlib (connect failures in pgconn wording, auth and pg_hba rejections, connection limits,
// shutdown/termination/idle timeouts, client-side encode/scan/batch/CopyFrom errors, no rows,
// standby in recovery), captured live against a PostgreSQL 15 cluster of its own, labelled blind.
// First run at e0100a7: 35/35 overall, 15/15 tricky. Nothing needed fixing.
// Tolerated: none.
func TestIndependentCases247(t *testing.T) { runIndependent(t, "testdata/independent247.jsonl", true) }

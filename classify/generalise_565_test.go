package classify

import "testing"

// TestIndependentCases565 runs held-out set 565: PostgreSQL and SQLite errors from Go drivers and ORMs (pgx, lib/pq, database/sql, modernc, mattn, GORM, ent), labelled blind.
// First run at a5bd10f: 28/30 overall, 14/16 tricky.
// Tolerated: i565-pgx-exclusion-booking: conflict vs premise (the exclusion ruling, postgres.go 23P01, tolerated alike in sets 141, 200, 270): the overlapping booking is already there (conflict) and the slot the plan assumed free is taken (premise); both readings hold.
// Tolerated: i565-pgx-connect-tls-refused: invalid vs premise (the set 149 ruling in docs/taxonomy.md and sqlclient.go: a server without TLS where the client requires it is premise, as lib/pq's "SSL is not enabled on the server"): the DSN's sslmode can be repaired (invalid) or the server's ssl setting must change (premise); both readings hold.
func TestIndependentCases565(t *testing.T) {
	runIndependent(t, "testdata/independent565.jsonl", true, "i565-pgx-exclusion-booking", "i565-pgx-connect-tls-refused")
}

package classify

import "testing"

// TestIndependentCases231 runs held-out set 231: live captures from modernc.org/sqlite
// (database/sql, err.Error()) running analytics SQL a model wrote against a small shop schema
// (syntax, invented tables/columns, aggregate/window misuse, STRICT types, JSON paths, compound
// limits, exists/missing objects, read-only connection, deadline, busy, no rows), labelled blind
// from sqlite.org docs and the dev sample's readings.
// First run at 9752827: 34/35 overall, 11/12 tricky. No class fixed (the one miss is a
// reading the earlier sets split on).
// i231-ro-insert passes since the SQLite read-only ruling, revised (sqlite.go).
// both ways by earlier sets (i108/i110/i116/i190/i241 premise, i143/i20/i87 denied) and by the
// dev pg-25006 reading (premise); the message cannot tell a sandbox from a replica.
func TestIndependentCases231(t *testing.T) {
	runIndependent(t, "testdata/independent231.jsonl", true)
}

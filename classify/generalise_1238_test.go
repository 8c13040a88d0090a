package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 4a984540: 24/30 overall, 13/18 tricky.
// Tolerated: i1238-deserialize-empty: unknown vs invalid: modernc's own "sqlite: empty buffer passed to Deserialize" is a one-off driver wording with no class to state.
// Tolerated: i1238-backup-wal-pagesize: denied vs premise (SQLITE_READONLY reads denied, sqlite.go): backup_step returns the same "attempt to write a readonly database" for a WAL destination whose page size differs; the text cannot tell it from a read-only open.
// Tolerated: i1238-open-no-vfs: invalid vs premise: set 190 labelled "no such vfs" invalid blind and holds it in TestGeneralise190 (a URI value to repair); one set each way, not flipped alone.
func TestIndependentCases1238(t *testing.T) {
	runIndependent(t, "testdata/independent1238.jsonl", true, "i1238-deserialize-empty", "i1238-backup-wal-pagesize", "i1238-open-no-vfs")
}

// TestGeneralise1238SQLiteMaintenance holds the set 1238 fixes: a temp
// store directory that is missing (premise, host setup) and
// integrity_check's CHECK finding (premise, as set 224's findings); with
// near misses that keep their readings.
func TestGeneralise1238SQLiteMaintenance(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"near: rename broken by a view keeps premise", "sqlite", 0, "", "SQL logic error: error in view w1238_v after rename: no such column: body (1)", rung.KindPremise},
		{"near: drop column broken by an index keeps premise", "sqlite", 0, "", "SQL logic error: error in index w1238_i after drop column: no such column: status (1)", rung.KindPremise},
		{"temp dir", "sqlite", 0, "", "SQL logic error: not a writable directory (1)", rung.KindPremise},
		{"temp dir, vacuum path", "sqlite", 0, "", "SQL logic error: not a writable directory (1) (SQLITE_ERROR)", rung.KindPremise},
		{"integrity check CHECK finding", "sqlite", 0, "", "NULL value in w1238_t.b\nCHECK constraint failed in w1238_t", rung.KindPremise},
		{"integrity check CHECK finding alone", "sqlite", 0, "", "*** in database main ***\nCHECK constraint failed in agent_tasks", rung.KindPremise},
		{"near: a write refused by CHECK keeps invalid", "sqlite", 0, "", "constraint failed: CHECK constraint failed: qty_nonneg (275)", rung.KindInvalid},
		{"near: unknown access mode keeps invalid", "sqlite", 0, "", "SQL logic error: no such access mode: rwx (1)", rung.KindInvalid},
	})
}

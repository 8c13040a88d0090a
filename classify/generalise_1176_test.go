package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at eeb84b22: 28/34 overall, 9/14 tricky.
func TestIndependentCases1176(t *testing.T) {
	runIndependent(t, "testdata/independent1176.jsonl", false)
}

// TestGeneralise1176OracleForeignKey: Oracle's foreign key breaks, a missing
// parent (ORA-02291) and remaining children (ORA-02292), read premise as
// 23503 (generic.go missingHead); other integrity constraints keep theirs.
func TestGeneralise1176OracleForeignKey(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "ORA-02292 child record", msg: "ORA-02292: integrity constraint (W1176.FK_LINES_ORDER) violated - child record found", want: rung.KindPremise},
		{name: "ORA-02292 wrapped by godror", protocol: "oracle", msg: "dpiStmt_execute(mode=32 arrLen=-1): ORA-02292: integrity constraint (SHOP.FK_ITEMS_CART) violated - child record found", want: rung.KindPremise},
		{name: "ORA-02291 parent key", msg: "ORA-02291: integrity constraint (SHOP.FK_ITEMS_CART) violated - parent key not found", want: rung.KindPremise},
		// Near misses: a unique and a check constraint keep their kinds.
		{name: "near miss: ORA-00001 unique", msg: "ORA-00001: unique constraint (SHOP.PK_CART) violated", want: rung.KindConflict},
		{name: "near miss: ORA-02290 check", msg: "ORA-02290: check constraint (SHOP.CK_PRICE_POSITIVE) violated", want: rung.KindInvalid},
	})
}

// TestGeneralise1176SnapshotTooOld: a read whose snapshot concurrent writes
// overwrote (ORA-01555, PostgreSQL's 72000) is transient (roomwords.go).
func TestGeneralise1176SnapshotTooOld(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "ORA-01555", msg: `ORA-01555: snapshot too old: rollback segment number 9 with name "_SYSSMU9_1650834231$" too small`, want: rung.KindTransient},
		{name: "ORA-01555 wrapped", protocol: "oracle", msg: `dpiStmt_execute(mode=0 arrLen=-1): ORA-01555: snapshot too old: rollback segment number  with name "" too small`, want: rung.KindTransient},
		{name: "PostgreSQL words", msg: "ERROR: snapshot too old", want: rung.KindTransient},
		// Near miss: a snapshot that is gone by name stays a state.
		{name: "near miss: exported snapshot gone", msg: `ERROR: invalid snapshot identifier: "00000003-0000001B-1" (SQLSTATE 22023)`, want: rung.KindPremise},
	})
}

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

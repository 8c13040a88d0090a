package classify

import "testing"

// Tolerated: i1107-sqlite-check-constraint: premise vs invalid (docs/taxonomy.md, 23514 of a check that guards a state: "`stock_qty_nonnegative`, `qty_on_hand >= 0` stay premise"; SQLITE_CONSTRAINT_CHECK as PostgreSQL's 23514): the line is an INSERT that writes qty_on_hand=0 itself, so the value is the call's argument (invalid), while the ruling reads a quantity on hand as stock the step assumed was there (premise, right for a decrementing UPDATE). The text cannot tell the two apart; both readings hold and the ruling stands.
// Tolerated: i1107-mcp-fs-list-not-a-directory: invalid vs premise (docs/taxonomy.md, the path ruling revised at set 262, pathkind.go: "ENOTDIR where the operation only takes a directory (Node's scandir/opendir ...), invalid"): the call named a file where list_directory needs a directory, the mirror of EISDIR (invalid by the ruling), while I read it as the tree not being as the plan believed (premise). Both readings hold; the ruling stands.
// First run at fabb2734: 27/29 overall, 15/16 tricky.
func TestIndependentCases1107(t *testing.T) {
	runIndependent(t, "testdata/independent1107.jsonl", true, "i1107-sqlite-check-constraint", "i1107-mcp-fs-list-not-a-directory")
}

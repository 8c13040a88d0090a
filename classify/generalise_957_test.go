package classify

import "testing"

// Tolerated: i957-sqlite-uniqidx-dups: conflict vs premise (the SQLITE_CONSTRAINT_UNIQUE (2067) row: "Without the statement the text is an INSERT's duplicate word for word and stays conflict"): modernc.org/sqlite gives CREATE UNIQUE INDEX over repeated rows exactly the words an INSERT's duplicate gets; the stored rows break the new rule (premise), but nothing in the text says the index was being built.
// Tolerated: i957-mcp-mem-create-existing: ambiguous vs conflict (the MCP result row: "JSON with nothing in it" is ambiguous): server-memory's create_entities "Ignores entities with existing names" and answers `[]` without isError, so the empty list means the entity already exists; but the result carries neither the call nor an error, and the same empty list from a search is the empty-result reading.
// First run at cc850d6d: 28/30 overall, 12/14 tricky.
func TestIndependentCases957(t *testing.T) {
	runIndependent(t, "testdata/independent957.jsonl", true, "i957-sqlite-uniqidx-dups", "i957-mcp-mem-create-existing")
}

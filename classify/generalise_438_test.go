package classify

import "testing"

// TestIndependentCases438 runs held-out set 438: MCP in depth (transports, auth, SDK errors, reference servers), from the vendors' docs, labelled blind.
// First run at cbeb4e7: 33/35 overall, 24/26 tricky.
// Tolerated: i438-fs-edit-no-match: premise vs invalid (docs/taxonomy.md, the edit ruling, revised: "Could not find exact match for edit" premise; the invalid lines of sets 126 to 222 and since are tolerated by id): the ruling reads the file as not holding what the step believed, so a fresh read must come first; this set read the old text as the call's own argument to repair.
// Tolerated: i438-postgres-readonly-tool: premise vs denied (docs/taxonomy.md set 139 row: -32603 carrying a database's bare sentence reads as that SQLSTATE, 25006 premise; set 139 labelled server-postgres's own "cannot execute INSERT/DELETE in a read-only transaction" premise, i139-pg-ts-insert-readonly and i139-pg-go-delete-readonly): the text cannot tell server-postgres's BEGIN TRANSACTION READ ONLY sandbox from a standby; this set read the reference server's fixed read-only wrapper as a boundary the agent lacks authority to cross.
func TestIndependentCases438(t *testing.T) {
	runIndependent(t, "testdata/independent438.jsonl", true, "i438-fs-edit-no-match", "i438-postgres-readonly-tool")
}

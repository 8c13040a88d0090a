package classify

import "testing"

// Tolerated: i939-pg-exclusion: premise vs conflict (the exclusion ruling, docs/taxonomy.md 23P01 row: "another row ... already holds an overlapping range; the step's row was not made, so there is no result of its own to skip to"): the PostgreSQL docs call it an integrity violation by an existing row, which reads as conflict, but no existing result of the step's own is there to carry forward, which reads as premise.
// Fixed later by the lead: i939-pg-drop-db-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i939-mcp-fs-list-file: invalid vs premise (the path ruling, revised at set 262: ENOTDIR from Node's scandir, "a file the call listed", is invalid): the call named a file where it needed a folder, which is a wrong argument; I read it as the plan's belief about the tree being false; both hold.
// Tolerated: i939-ant-model-404: invalid vs premise (Anthropic row: "not_found_error -> premise, invalid when it names a model"): a retired model is gone for good (premise, as set 37's decommissioned row), but the fix is only a different model name in the same call (invalid); the body does not say retired or misspelt.
// Tolerated: i939-http-hdr-too-big: premise vs invalid (set 79's row: "as Go's MaxResponseHeaderBytes: the server sends the same head every time"): the limit is the client's own setting, so raising it repairs the call (invalid), but the server's head is what it is and the plan must change to accept it (premise).
// First run at 4bc2e83f: 30/35 overall, 11/14 tricky.
func TestIndependentCases939(t *testing.T) {
	runIndependent(t, "testdata/independent939.jsonl", true, "i939-pg-exclusion", "i939-mcp-fs-list-file", "i939-ant-model-404", "i939-http-hdr-too-big")
}

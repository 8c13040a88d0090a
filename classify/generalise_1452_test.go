package classify

import "testing"

// First run at 126c5c47: 30/34 overall, 18/22 tricky.
// Fixed by the mend below: i1452-mem-create-existing-name (addednothing.go skippedAsPresent: an empty list beside the service's note that it skipped its items as already present is conflict).
// Tolerated: i1452-mem-output-validation: ambiguous vs premise (ruling): the output-contract row (docs/taxonomy.md, sets 32 and 1397) reads a tool result that breaks its declared outputSchema ambiguous, the tool ran; here the read-only open_nodes failed because a stored entity lacks entityType, which I read as the store's state (premise), but the written ruling stands.
// Tolerated: i1452-seq-branch-without-id: unknown vs ambiguous (one-off): the server's real answer ({"thoughtNumber": 2, ..., "branches": []}) is the same as for a thought with no branch; only the request shows the branch was dropped, so the line's prose gloss is all that marks it, no stable marker to key on.
// Tolerated: i1452-fs-edit-matches-twice: unknown vs ambiguous (one-off): server-filesystem 2026.8.31 answers a first-match-only edit with the same kind of diff as an edit of a unique match; nothing in the result the server sends marks the other occurrence, only the line's prose gloss.
func TestIndependentCases1452(t *testing.T) {
	runIndependent(t, "testdata/independent1452.jsonl", true, "i1452-mem-output-validation", "i1452-seq-branch-without-id", "i1452-fs-edit-matches-twice")
}

// TestGeneralise1452SkippedAsPresent: an empty result list beside the
// service's own note that it skipped its items because they already
// existed is an idempotent create that found the world holding what it was
// to make (conflict), not an empty answer (ambiguous). The memory server's
// create_entities filters out names the graph holds ("Ignores entities with
// existing names", server-memory README); other create-or-skip tools say so
// in words. Both a presence word and a skip word are needed: an empty
// search whose query echoes "already exists", a "skipped": 0 tally, and the
// memory server's bare empty graph keep the empty-result reading.
func TestGeneralise1452SkippedAsPresent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"memory-style create, skipped list", "mcp", 0, "", `{"entities": [], "skipped": ["Alice"], "reason": "already exists"}`, conflict},
		{"mcp tool text wrapping the same", "mcp", 0, "", `{"content":[{"type":"text","text":"{\"entities\": [], \"skipped\": [\"Alice\"], \"reason\": \"already exists\"}"}]}`, conflict},
		{"http import, all present", "http", 200, "", `{"items": [], "note": "3 items skipped: already present in the collection"}`, conflict},
		{"http create ignored", "http", 201, "", `{"results": [], "message": "2 records ignored because they already exist"}`, conflict},
		{"described memory result", "mcp", 0, "", `create_entities result: {"entities":[]}; Bob already existed in the graph and was skipped`, conflict},
		// near misses: an empty answer without the skip note
		{"near: search echoing the phrase", "http", 200, "", `{"items": [], "query": "already exists"}`, ambiguous},
		{"near: skipped tally zero", "http", 200, "", `{"results": [], "skipped": 0}`, ambiguous},
		{"near: memory empty graph", "mcp", 0, "", `{"entities": [], "relations": []}`, ambiguous},
		{"near: skipped without presence", "http", 200, "", `{"items": [], "skipped": ["a.txt"], "reason": "too large"}`, ambiguous},
	})
}

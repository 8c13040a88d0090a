package classify

import "testing"

// TestIndependentCases363 runs held-out set 363: a research agent's day across pgx, modernc sqlite, nginx, Go net/http and os, MCP reference servers and LLM SDKs (ninth draw), captured live, labelled blind.
// First run at bc2a127: 28/30 overall, 14/16 tricky.
// Tolerated: i363-sqlite-notes-readonly-file: premise vs denied (the SQLITE_READONLY (8) row of docs/taxonomy.md, sets 108-117: the primary code reads premise, as PostgreSQL 25006 and EROFS; older sets' denied lines are tolerated): captured as user nobody on a root-owned 0644 file, but the text is the same as a mode=ro open, so only the extended code (1544 denied) could tell them apart.
// Tolerated: i363-mcp-gosdk-edit-no-match: premise vs invalid (the edit ruling of docs/taxonomy.md, revised to premise: the file does not hold what the step believed, so it must be read again; the invalid lines are tolerated by id).
func TestIndependentCases363(t *testing.T) {
	runIndependent(t, "testdata/independent363.jsonl", true,
		"i363-sqlite-notes-readonly-file",
		"i363-mcp-gosdk-edit-no-match",
	)
}

package classify

import "testing"

// TestIndependentCases351 runs held-out set 351: a data-analyst agent's day across pgx, SQLite, nginx, Go, MCP servers and LLM SDKs, captured live, labelled blind.
// First run at e66bbbd: 27/30 overall, 18/19 tricky.
//
// i351-sqlite-readonly passes since the SQLite read-only ruling, revised (sqlite.go).
// Tolerated: i351-nginx-416-range: invalid vs premise (the HTTP status table's 416 row, and sets 15, 59, 67, 90, 110, 159, 167, 203, 233, 234, 296 label the same 416 invalid; 98 and 292 said premise): the ruling reads the Range as the call's own argument to repair, where this set read the file's length as the belief that failed.
// Tolerated: i351-mcp-fs-edit-no-match: premise vs invalid (the edit ruling of docs/taxonomy.md, revised to premise: the file does not hold what the step believed, so it must be read again; the invalid lines are tolerated by id).
func TestIndependentCases351(t *testing.T) {
	runIndependent(t, "testdata/independent351.jsonl", true,
		"i351-nginx-416-range",
		"i351-mcp-fs-edit-no-match",
	)
}

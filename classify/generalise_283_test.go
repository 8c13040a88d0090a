package classify

import "testing"

// TestIndependentCases283 runs held-out set 283: a customer-support agent's day across pgx, SQLite, nginx,
// net/http and os, the MCP reference servers (go-sdk, mcp-go, TypeScript SDK clients), openai-go and
// anthropic-sdk-go, captured live, labelled blind.
// First run at b56a29a: 33/35 overall, 22/24 tricky.
//
// Tolerated: i283-nginx-404-unrouted-path: invalid vs premise: the 404 ruling (docs/taxonomy.md HTTP 404 row;
// sets 21, 97, 108, 117, 176, 191, 256, 267 and others label nginx's stock 404 page premise): I read the page (not
// the API's JSON) as an unrouted path, but nginx sends the same page for a missing file, so the text cannot decide.
// i283-mcp-fs-edit-no-match passes since the revised edit ruling (premise; generic.go editMismatchReason).
// call's own argument, set 126 onwards); I read it as a false belief about the file's contents; the ruling stands.
// Tolerated: i283-sqlite-readonly-handle: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases283(t *testing.T) {
	runIndependent(t, "testdata/independent283.jsonl", true,
		"i283-nginx-404-unrouted-path", "i283-sqlite-readonly-handle")
}

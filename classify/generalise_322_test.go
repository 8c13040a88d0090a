package classify

import "testing"

// TestIndependentCases322 runs held-out set 322: an agent's day across pgx, SQLite, nginx, Go net/http and os, MCP reference servers and the LLM SDKs, captured live, labelled blind.
// First run at fe99fa4: 31/35 overall, 12/16 tricky.
// Tolerated: i322-go-https-to-http: invalid vs premise (taxonomy row "TLS against a plain port or plain HTTP against a TLS port": invalid, as Go's "server gave HTTP response to HTTPS client"; only an LLM SDK's request reads premise by the base-URL rule): a plain Go client whose configured scheme is wrong; the label called the endpoint config a false premise.
// Tolerated: i322-go-rename-cross-device: invalid vs premise (taxonomy row: "cross-device link" (EXDEV) invalid): copy instead of rename; the label read the filesystem layout as the false belief.
// i322-go-body-unexpected-eof missed on the first run and passes since the lead's rule for a 201/202 whose body was cut (undecodable.go createdBodyCut).
// i322-mcp-fs-edit-no-match passes since the revised edit ruling (premise; generic.go editMismatchReason).
// Tolerated: i322-sqlite-readonly: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases322(t *testing.T) {
	runIndependent(t, "testdata/independent322.jsonl", true,
		"i322-go-https-to-http",
		"i322-go-rename-cross-device", "i322-sqlite-readonly")
}

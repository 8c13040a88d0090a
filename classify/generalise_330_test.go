package classify

import "testing"

// TestIndependentCases330 runs held-out set 330: an agent's day across pgx, SQLite, nginx, Go, MCP servers and LLM SDKs (second draw), captured live, labelled blind.
// First run at f82d5e6: 31/35 overall, 13/15 tricky.
// Tolerated: i330-sqlite-readonly-handle: premise vs denied (taxonomy SQLITE_READONLY row: premise, as sets 108, 109, 110, 116 and 117 label it; older denied lines tolerated): the blind label read rescode.html's "does not have write permission" as authority.
// Tolerated: i330-go-https-to-http-server: invalid vs premise (taxonomy row "TLS against a plain port or plain HTTP against a TLS port": Go's "server gave HTTP response to HTTPS client" is the URL's scheme, invalid; set 79's row keeps it so): the blind label read it as the endpoint's configuration.
// Tolerated: i330-go-post-eof-after-body: transient vs ambiguous (sets 111, 159 and 191 label `Post "...": EOF` transient; taxonomy io.EOF row): the blind label read a POST whose response was lost after the write as ambiguous.
// i330-mcp-fs-edit-no-match passes since the revised edit ruling (premise; generic.go editMismatchReason).
func TestIndependentCases330(t *testing.T) {
	runIndependent(t, "testdata/independent330.jsonl", true,
		"i330-sqlite-readonly-handle",
		"i330-go-https-to-http-server",
		"i330-go-post-eof-after-body")
}

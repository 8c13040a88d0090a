package classify

import "testing"

// TestIndependentCases344 runs held-out set 344: a DevOps agent's release day across pgx, modernc sqlite, nginx, net/http/os, MCP servers and LLM SDKs, captured live, labelled blind.
// First run at 72f5c36: 28/30 overall, 10/12 tricky.
// Tolerated: i344-nginx-504-post-migrate: transient vs ambiguous (taxonomy "504 ... transient, timeout" row; sets 191, 237, 245, 256, 322 and 330 label nginx's 504 after a POST transient): the blind label read a POST whose answer the proxy stopped waiting for as ambiguous.
// Tolerated: i344-go-post-eof: transient vs ambiguous (taxonomy io.EOF row and the lost-POST row "a retry goes behind the idempotency key"; dev go-http-post-eof, sets 111, 159, 191, 242, 256, 329; as tolerated in sets 330 and 339): a bare `Post "url": EOF` reads transient.
// Tolerated: i344-sqlite-readonly-open-mode: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases344(t *testing.T) {
	runIndependent(t, "testdata/independent344.jsonl", true,
		"i344-nginx-504-post-migrate", "i344-go-post-eof", "i344-sqlite-readonly-open-mode")
}

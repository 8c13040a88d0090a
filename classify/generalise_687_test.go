package classify

import "testing"

// TestIndependentCases687 runs held-out set 687: documented mid-plan failures across AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, geocoding, Kubernetes, WebDAV and Go, labelled blind.
func TestIndependentCases687(t *testing.T) {
	runIndependent(t, "testdata/independent687.jsonl", false)
}

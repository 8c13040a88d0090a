package classify

import "testing"

// TestIndependentCases832 runs held-out set 832: Cloudflare API v4, wrangler, Workers runtime, KV, R2, D1, Durable Objects, Queues and Pages failures, labelled blind.
func TestIndependentCases832(t *testing.T) {
	runIndependent(t, "testdata/independent832.jsonl", false)
}

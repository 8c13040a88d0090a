package classify

import "testing"

// TestIndependentCases773 runs held-out set 773: Python and JavaScript HTTP client library exceptions (requests, httpx, aiohttp, axios, node-fetch, got, ky, undici), labelled blind.
func TestIndependentCases773(t *testing.T) {
	runIndependent(t, "testdata/independent773.jsonl", false)
}

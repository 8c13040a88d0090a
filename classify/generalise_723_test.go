package classify

import "testing"

// TestIndependentCases723 runs held-out set 723: video and streaming platform APIs (YouTube Data API, Mux, Cloudflare Stream, Vimeo, Twitch Helix, api.video), labelled blind.
func TestIndependentCases723(t *testing.T) {
	runIndependent(t, "testdata/independent723.jsonl", false)
}

package classify

import "testing"

// TestIndependentCases864 runs held-out set 864: frontend hosting and edge platforms (Vercel, Netlify, Fastly, Akamai, Bunny.net), labelled blind.
func TestIndependentCases864(t *testing.T) {
	runIndependent(t, "testdata/independent864.jsonl", false)
}

package classify

import "testing"

// TestIndependentCases755 runs held-out set 755: serverless and PaaS deploy/run failures (AWS Lambda, Cloud Run/Functions, Heroku, Vercel, Netlify, Fly.io, Render), labelled blind.
func TestIndependentCases755(t *testing.T) {
	runIndependent(t, "testdata/independent755.jsonl", false)
}

package classify

import "testing"

// TestIndependentCases595 runs held-out set 595: cloud platforms beyond AWS and Google (Azure ARM, Storage, Cosmos DB, Key Vault, Service Bus, DigitalOcean, Hetzner, Vercel, Netlify, Fly.io, Heroku, Cloudflare, Supabase, Firebase), labelled blind.
func TestIndependentCases595(t *testing.T) {
	runIndependent(t, "testdata/independent595.jsonl", false)
}

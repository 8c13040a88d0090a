package classify

import "testing"

// TestIndependentCases649 runs held-out set 649: databases over HTTP APIs and serverless drivers (Supabase, Neon, PlanetScale, Turso, D1, Firebase, Atlas Data API, Upstash, Fauna, CockroachDB Serverless), labelled blind.
func TestIndependentCases649(t *testing.T) {
	runIndependent(t, "testdata/independent649.jsonl", false)
}

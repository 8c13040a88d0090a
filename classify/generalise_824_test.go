package classify

import "testing"

// TestIndependentCases824 runs held-out set 824: Rust ecosystem errors (reqwest, tokio, sqlx, diesel, serde_json, AWS SDK for Rust, tonic, std::io, anyhow), labelled blind.
func TestIndependentCases824(t *testing.T) {
	runIndependent(t, "testdata/independent824.jsonl", false)
}

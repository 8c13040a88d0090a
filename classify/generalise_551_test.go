package classify

import "testing"

// TestIndependentCases551 runs held-out set 551: Go stdlib net/http/tls/os/encoding failures and nginx, captured live, labelled blind.
func TestIndependentCases551(t *testing.T) {
	runIndependent(t, "testdata/independent551.jsonl", false)
}

package classify

import "testing"

// TestIndependentCases559 runs held-out set 559: live local agent tools (git, go, npm/node, sqlite, pgx, runuser, tar/gzip, os/exec), labelled blind.
func TestIndependentCases559(t *testing.T) {
	runIndependent(t, "testdata/independent559.jsonl", false)
}

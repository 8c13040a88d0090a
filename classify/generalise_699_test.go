package classify

import "testing"

// TestIndependentCases699 runs held-out set 699: git CLI via os/exec and go-git against local, file:// and nginx HTTP remotes, captured live, labelled blind.
func TestIndependentCases699(t *testing.T) {
	runIndependent(t, "testdata/independent699.jsonl", false)
}

package classify

import "testing"

// TestIndependentCases585 runs held-out set 585: developer-platform APIs (GitHub, GitLab, Atlassian, Linear, npm, PyPI, Docker Hub), labelled blind.
func TestIndependentCases585(t *testing.T) {
	runIndependent(t, "testdata/independent585.jsonl", false)
}

package classify

import "testing"

// TestIndependentCases653 runs held-out set 653: CI/CD systems and package registries (GitHub Actions, GitLab, Jenkins, npm, PyPI, crates.io, Maven Central, RubyGems, Docker Hub, GHCR), labelled blind.
func TestIndependentCases653(t *testing.T) {
	runIndependent(t, "testdata/independent653.jsonl", false)
}

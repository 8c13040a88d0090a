package classify

import "testing"

// TestIndependentCases404 runs held-out set 404: CI/CD and developer platforms (GitHub Actions, GitLab, Jenkins, Buildkite, npm, PyPI, crates.io, Maven/Gradle, Docker), from the vendors' docs, labelled blind.
func TestIndependentCases404(t *testing.T) {
	runIndependent(t, "testdata/independent404.jsonl", false)
}

package classify

import "testing"

// TestIndependentCases757 runs held-out set 757: compiler, type checker, linter and test runner failures (go, tsc, rustc/cargo, javac/Maven/Gradle, Python/mypy/pytest, CI), labelled blind.
func TestIndependentCases757(t *testing.T) {
	runIndependent(t, "testdata/independent757.jsonl", false)
}

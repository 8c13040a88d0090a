package classify

import "testing"

// TestIndependentCases813 runs held-out set 813: package managers and dependency resolution (npm, pip, Go modules, cargo, Maven/Gradle, apt), labelled blind.
func TestIndependentCases813(t *testing.T) {
	runIndependent(t, "testdata/independent813.jsonl", false)
}

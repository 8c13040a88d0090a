package classify

import "testing"

// TestIndependentCases558 runs held-out set 558: failures from the CLI tools an ops agent runs (git, gh, kubectl, helm, terraform, docker, npm, go, pip, psql, sqlite3, curl), labelled blind.
func TestIndependentCases558(t *testing.T) {
	runIndependent(t, "testdata/independent558.jsonl", false)
}

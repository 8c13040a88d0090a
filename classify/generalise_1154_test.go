package classify

import "testing"

// First run at e5cf9a83: 28/30 overall, 15/17 tricky.
// Tolerated: i1154-pg-dropcursor: invalid vs premise (docs/taxonomy.md, 55006 "in this session": "invalid: no other session will let go; this one must close it first"): both hold: closing the cursor is a change to this session's own calls (repair), and it is also an extra step the plan lacked, read as a false belief that the table was free.
// Tolerated: i1154-http-404route: premise vs invalid (docs/taxonomy.md, 404 row: Go's "404 page not found" "says no more than the status", sets 40, 167, 173): both hold: here the route was mistyped (invalid), but ServeMux sends the same text for a missing resource path, so the text alone cannot tell.
func TestIndependentCases1154(t *testing.T) {
	runIndependent(t, "testdata/independent1154.jsonl", true, "i1154-pg-dropcursor", "i1154-http-404route")
}

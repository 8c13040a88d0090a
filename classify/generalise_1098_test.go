package classify

import "testing"

// Tolerated: i1098-pgx-55006: invalid vs premise (docs/taxonomy.md: 55006 "in this session" (the caller's own open cursor holds the table) is invalid: no other session will let go; this one must close it first): the session's state (an open cursor) is what the plan wrongly believed, yet the fix is the caller's own next calls (CLOSE, then DROP), which is the repair the ruling names.
// First run at d43847e1: 29/30 overall, 7/8 tricky.
func TestIndependentCases1098(t *testing.T) {
	runIndependent(t, "testdata/independent1098.jsonl", true, "i1098-pgx-55006")
}

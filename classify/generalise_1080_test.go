package classify

import "testing"

// First run at 6974e9d8: 27/30 overall, 11/14 tricky.
// Tolerated: i1080-pg-jsonpath-strict-key: invalid vs premise (no written ruling for 2203A; the nearest, 22035 "the path matched nothing where one item was required", is ambiguous): a strict-mode jsonpath member missing can be read as a wrong path (invalid), an empty match (ambiguous, as 22035) or a stored document without the key the plan assumed (premise); a one-off not fixed in the time.
// Tolerated: i1080-sqlite-unique-index-on-duplicates: conflict vs premise (taxonomy, SQLITE_CONSTRAINT_UNIQUE row: "Without the statement the text is an INSERT's duplicate word for word and stays conflict"): the CREATE UNIQUE INDEX that raised it is only in the source, not in the text.
// Tolerated: i1080-go-exec-not-executable: denied vs premise (taxonomy, Go section: "fs.ErrPermission, EACCES, EPERM ... denied"): "fork/exec <path>: permission denied" is EACCES word for word; only knowing the path is a data file without the execute bit makes it a false premise about the program.
func TestIndependentCases1080(t *testing.T) {
	runIndependent(t, "testdata/independent1080.jsonl", true,
		"i1080-pg-jsonpath-strict-key",
		"i1080-sqlite-unique-index-on-duplicates",
		"i1080-go-exec-not-executable")
}

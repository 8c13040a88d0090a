package classify

import "testing"

// First run at cbce0f5e: 28/29 overall, 13/14 tricky.
// Tolerated: i1092-sqlite-unique-index-on-duplicates: conflict vs premise (docs/taxonomy.md, SQLite SQLITE_CONSTRAINT_UNIQUE row: "Without the statement the text is an INSERT's duplicate word for word and stays conflict"): the failure came from CREATE UNIQUE INDEX over rows that already repeat imo, so the docs imply premise (lang_createindex.html), but modernc's text is byte for byte an INSERT's duplicate and names no statement, so the ruling's conflict holds for what the classifier can see.
func TestIndependentCases1092(t *testing.T) {
	runIndependent(t, "testdata/independent1092.jsonl", true, "i1092-sqlite-unique-index-on-duplicates")
}

package classify

import "testing"

// First run at 8c886d58: 28/34 overall, 10/16 tricky.
// Tolerated: i1791-check-state: invalid vs premise (one-off): "CHECK constraint failed: bal_nonneg" guards a balance only through the abbreviation "bal", which sets 918 and 1259 labelled invalid blind ("bal >= 0", "bal_nonneg_w1259"); a rule for it would flip them.
// Tolerated: i1791-drop-unique: invalid vs premise (ruling): set 1423 reads ALTER TABLE's "cannot drop PRIMARY KEY/UNIQUE column" invalid.
// Tolerated: i1791-drop-trigger-ref: invalid vs premise (ruling): set 48 keeps SQLite's "no such column" of the statement itself invalid; only a dependent's re-parse after DROP COLUMN reads premise.
// Tolerated: i1791-unique-index-dups: conflict vs premise (ruling): SQLITE_CONSTRAINT_UNIQUE reads conflict unless the text quotes the CREATE UNIQUE INDEX; without it the text is an INSERT's duplicate word for word.
// Tolerated: i1791-release-none: invalid vs premise (ruling): the savepoint ruling reads "no such savepoint" invalid (a misspelt or never-made name).
// Tolerated: i1791-rebuild-check-copy: invalid vs premise (one-off): "CHECK constraint failed: cents_positive" from a table rebuild's copy is word for word an INSERT refused by a format CHECK; only the statement, which the text lacks, tells the stored rows broke the new rule.
func TestIndependentCases1791(t *testing.T) {
	runIndependent(t, "testdata/independent1791.jsonl", true, "i1791-check-state", "i1791-drop-unique", "i1791-drop-trigger-ref", "i1791-unique-index-dups", "i1791-release-none", "i1791-rebuild-check-copy")
}

package classify

import "testing"

// Tolerated: i1139-postgres-addcol-notnull: premise vs invalid (docs/taxonomy.md, PostgreSQL: 23502 "contains null values" while adding NOT NULL is premise, "the existing rows break the new rule"): ALTER TABLE ADD COLUMN ... NOT NULL with no DEFAULT is fixed by giving the statement a default (the stored rows need not change), so invalid holds; the ruling's reading holds too, and pgx's text is word for word SET NOT NULL's over NULL rows (i1139-postgres-setnotnull-nulls, premise), so the message cannot tell them apart.
// Tolerated: i1139-mcp-fs-write-onto-dir: invalid vs premise (the path ruling, pathkind.go: EISDIR, the path the call named is a directory where it needed a file, "read, write, rename onto it", invalid): write_file onto a folder is a call naming the wrong kind of object (invalid), or a plan that took a folder for a file (premise); the ruling chose the first by the labellers' count, and both readings hold.
//
// First run at 681b2d2e: 29/31 overall, 12/14 tricky.
func TestIndependentCases1139(t *testing.T) {
	runIndependent(t, "testdata/independent1139.jsonl", true,
		"i1139-postgres-addcol-notnull",
		"i1139-mcp-fs-write-onto-dir",
	)
}

package classify

import "testing"

// First run at 9ed02d95: 26/30 overall, 13/16 tricky.
//
// Tolerated: i1091-sqlite-dup-column: conflict vs invalid (taxonomy.md SQLITE_ERROR row: "already exists", "duplicate column name" conflict, as PostgreSQL's 42701): the ruling reads a column that is already there as work done; here the DDL itself names the same column twice (CREATE TABLE x (a INTEGER, a TEXT)), so nothing existing is found and the statement needs repair. Both readings hold on the words alone.
// Tolerated: i1091-mcp-listdir-enotdir: invalid vs premise (the path ruling, pathkind.go: ENOTDIR from Node's scandir on the path the call named is invalid): the ruling reads list_directory on a file as the wrong argument; the label reads it as the plan's belief that the path is a folder being false. Both hold.
// Tolerated: i1091-mcp-write-eisdir: invalid vs premise (the path ruling: EISDIR, the named path is a directory where the call needed a file, "rename onto it", invalid): write_file onto a folder's name; the ruling says repair the path, the label says the tree is not as the plan believed. Both hold.
// Tolerated: i1091-postgres-jsonpath-strict-key: invalid vs premise (no written ruling for 2203A sql_json_member_not_found; class 22 reads as a bad value, and the nearest ruling, 22035 no_sql_json_item, is ambiguous): a one-off not fixed by principle in the time; a strict-mode path that meets a document without the key says the data is not shaped as believed (premise), but 22035 shows the project reads "the path found nothing" as ambiguous, so a fix needs a ruling on the whole 2203x family first.
func TestIndependentCases1091(t *testing.T) {
	runIndependent(t, "testdata/independent1091.jsonl", true,
		"i1091-sqlite-dup-column",
		"i1091-mcp-listdir-enotdir",
		"i1091-mcp-write-eisdir",
		"i1091-postgres-jsonpath-strict-key")
}

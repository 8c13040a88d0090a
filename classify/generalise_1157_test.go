package classify

import "testing"

// First run at 7c29040b: 25/30 overall, 9/14 tricky.
//
// Tolerated: i1157-pg-jsonpath-strict-key: invalid vs premise (class 22 invalid, and the set 593 row: "a JSON query whose filter assumes another type than the data holds ... invalid"): 2203A in strict mode says the stored document lacks the key the agent believed it held (premise), while the ruling reads the path as the call's own to change (switch to lax, another path); both hold.
// Tolerated: i1157-pg-addcol-notnull: premise vs invalid (the 23xxx-while-adding-a-rule row: "contains null values" (SET NOT NULL) premise): ADD COLUMN ... NOT NULL with no DEFAULT raises the same words as SET NOT NULL, but here the stored rows are not at fault (the new column is NULL because the statement gave no default, a repair); the text alone cannot tell the two apart.
// Tolerated: i1157-sqlite-rename-table-taken: conflict vs invalid (SQLITE_ERROR row: "already exists" ... conflict): the rename target's name is held by another table, not by what this step was to make, so skipping is wrong (pick another name); the ruling reads a taken name as conflict, and the world does hold an object by that name.
// Tolerated: i1157-sqlite-drop-missing-view: premise vs conflict (SQLITE_ERROR row: "no such table / index / view / trigger" premise): for a DROP VIEW the missing view is already the step's outcome (DROP VIEW IF EXISTS would succeed), so skip; the ruling reads any missing schema object as a false belief, which also holds when the plan expected the view.
// Tolerated: i1157-mcp-fs-list-notdir: invalid vs premise (the path ruling, set 262: ENOTDIR from Node's scandir, a file the call listed, invalid): the agent believed reports/q3.md was a folder (premise); the ruling reads it as the call's own argument naming the wrong kind of object; both hold.
func TestIndependentCases1157(t *testing.T) {
	runIndependent(t, "testdata/independent1157.jsonl", true,
		"i1157-pg-jsonpath-strict-key", "i1157-pg-addcol-notnull", "i1157-sqlite-rename-table-taken",
		"i1157-sqlite-drop-missing-view", "i1157-mcp-fs-list-notdir")
}

package classify

import "testing"

// First run at f5649914: 28/31 overall, 11/14 tricky.
// Tolerated: i887-mcp-fs-list-file: invalid vs premise (the path ruling, revised at set 262: "ENOTDIR where the operation only takes a directory, a file the call listed or entered (Node's scandir/opendir ...), invalid"): the call's own path names a file, so the argument is wrong (invalid), yet the plan also believed the file was a folder (premise); the ruling reads the call's own argument.
// Fixed later by the lead: i887-pg-dropdb-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i887-go-json-type: invalid vs premise (set 798's ruling "invalid (wrong type, as Go's \"cannot unmarshal\")"): the data's shape differs from the struct the program assumed; read as the program's own decoding call it is invalid, read as a schema change in the data it is premise.
func TestIndependentCases887(t *testing.T) {
	runIndependent(t, "testdata/independent887.jsonl", true, "i887-mcp-fs-list-file", "i887-go-json-type")
}

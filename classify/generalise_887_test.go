package classify

import "testing"

// First run at f5649914: 28/31 overall, 11/14 tricky.
// Tolerated: i887-mcp-fs-list-file: invalid vs premise (the path ruling, revised at set 262: "ENOTDIR where the operation only takes a directory, a file the call listed or entered (Node's scandir/opendir ...), invalid"): the call's own path names a file, so the argument is wrong (invalid), yet the plan also believed the file was a folder (premise); the ruling reads the call's own argument.
// Tolerated: i887-pg-dropdb-in-use: premise vs transient (the PostgreSQL row "class 55 (55006 object in use: other sessions hold it, and a pool's connections do not let go)" premise): the DROP DATABASE docs say it fails while anyone else is connected, which passes once they leave (transient), but pooled sessions need not ever leave, so a plan step to free them (premise) holds too.
// Tolerated: i887-go-json-type: invalid vs premise (set 798's ruling "invalid (wrong type, as Go's \"cannot unmarshal\")"): the data's shape differs from the struct the program assumed; read as the program's own decoding call it is invalid, read as a schema change in the data it is premise.
func TestIndependentCases887(t *testing.T) {
	runIndependent(t, "testdata/independent887.jsonl", true, "i887-mcp-fs-list-file", "i887-pg-dropdb-in-use", "i887-go-json-type")
}

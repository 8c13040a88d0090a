package classify

import "testing"

// First run at 47d5b956: 23/25 overall, 12/14 tricky.
// Tolerated: i981-tsfs-edit-nomatch: premise vs invalid (the edit ruling, docs/taxonomy.md: "the file does not hold what the step believed it holds ... premise"): the old text is the call's own argument, so repairing it reads as invalid, while the ruling reads the mismatch as the file's state; both hold.
// Tolerated: i981-gofs-realpath-enotdir: premise vs invalid (the path ruling, set 262: "any other ENOTDIR, a path that runs through a file the plan took for a directory (Node's open/realpath ...), premise"): the path argument a.txt/inner is the call's own mistake (invalid), while the ruling reads it as the tree not being as the plan believed; both hold.
func TestIndependentCases981(t *testing.T) {
	runIndependent(t, "testdata/independent981.jsonl", true, "i981-tsfs-edit-nomatch", "i981-gofs-realpath-enotdir")
}

package classify

import "testing"

// Tolerated: i979-mcpfs-read-multiple-partial: ambiguous vs denied (docs/taxonomy.md MCP section: a
// result of items separated by "---" lines where some report an error and the rest hold content,
// read_multiple_files, "ambiguous: a partial success"): the file the step needed was refused by the
// sandbox, so denied holds for that item, while the call itself worked and returned the rest, which
// is the partial-success reading; both hold.
// Tolerated: i979-mcpfs-mkdir-under-file: premise vs invalid (the path ruling, revised at set 262:
// "any other ENOTDIR, a path that runs through a file ... Node's open/realpath/mkdir ... premise"):
// the call named a path through a file (an argument to repair), and the tree is not as the plan
// believed (a premise); the ruling chose the second, both readings hold.
// First run at de6247b4: 27/29 overall, 12/14 tricky.
func TestIndependentCases979(t *testing.T) {
	runIndependent(t, "testdata/independent979.jsonl", true,
		"i979-mcpfs-read-multiple-partial",
		"i979-mcpfs-mkdir-under-file")
}

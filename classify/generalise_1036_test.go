package classify

import "testing"

// First run at d38b3e7a: 25/29 overall, 11/15 tricky.
//
// Tolerated: i1036-mcpts-listdir-enotdir: invalid vs premise (the path ruling, revised at set 262: "ENOTDIR where the operation only takes a directory, a file the call listed or entered (Node's scandir ...), invalid"): list_directory named a file, so the call's argument is the wrong kind (repair); the label read it as the plan's belief about the tree being false (probe, replan). Both hold.
// Tolerated: i1036-mark3labs-sizes-enotdir: invalid vs premise (the same path ruling, Node's scandir on a file the call listed): as above, through mcp-go.
// Tolerated: i1036-mcpts-write-onto-dir: invalid vs premise (the path ruling: "EISDIR, the path the call named is a directory where it needed a file (read, write, rename onto it), invalid"): write_file's temp-file rename onto a directory; the ruling reads a wrong argument, the label a world not as the plan believed.
// Tolerated: i1036-mcpts-readmulti-partial: ambiguous vs premise (set 66's and the lead's set 924 rulings: read_multiple_files items partly failed, "ambiguous (a partial success: narrow to the failed items)"): one file read, one missing; the ruling's narrowing and the label's missing-file premise both fit.
// Tolerated: i1036-mcpgo-mkdir-over-file: conflict vs premise (the lead's revised reading after 15 blind sets: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, dirheld.go mkdirOverFileName): the text says the name already exists, which reads conflict too
func TestIndependentCases1036(t *testing.T) {
	runIndependent(t, "testdata/independent1036.jsonl", true,
		"i1036-mcpts-listdir-enotdir",
		"i1036-mark3labs-sizes-enotdir",
		"i1036-mcpts-write-onto-dir",
		"i1036-mcpts-readmulti-partial", "i1036-mcpgo-mkdir-over-file")
}

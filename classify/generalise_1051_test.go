package classify

import "testing"

// First run at 85af1a89: 28/29 overall, 13/14 tricky.
// Tolerated: i1051-mcp-fs-list-a-file: invalid vs premise (the path ruling, revised at set 262: "ENOTDIR where the operation only takes a directory, a file the call listed or entered (Node's scandir/opendir ...), invalid"): the call's own argument named a file to list_directory, so repairing the argument (list its folder) is a fair reading; the labeller read it as the plan's belief that the path is a directory being false (premise), which replanning from an observation also answers.
func TestIndependentCases1051(t *testing.T) {
	runIndependent(t, "testdata/independent1051.jsonl", true, "i1051-mcp-fs-list-a-file")
}

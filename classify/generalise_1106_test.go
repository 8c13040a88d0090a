package classify

import "testing"

// Tolerated: i1106-mcpfs-fs-write-onto-dir: invalid vs premise (the path ruling, set 262: "EISDIR, the path the call named is a directory where it needed a file (read, write, rename onto it), invalid"): write_file's atomic rename onto an existing directory; the ruling reads it as the call naming the wrong kind of path, while a step that meant to replace a file it believed was there reads it as a false belief about the tree; both hold.
// Tolerated: i1106-mcpfs-fs-list-file: invalid vs premise (the path ruling, set 262: "ENOTDIR where the operation only takes a directory, a file the call listed or entered (Node's scandir/opendir ...), invalid"): list_directory on a file; the ruling reads the argument as the wrong kind of object, the label reads the plan's belief that it was a directory as false; both hold.
// Tolerated: i1106-mcpfs-fs-go-edit-overlap: premise vs invalid (the edit ruling: "Could not find exact match for edit" premise, the file does not hold what the step believed): here the file is unchanged and the second edit of the same dryRun call sought text the first edit had just consumed, so the call itself is wrong; the text alone cannot tell this from a file changed under the agent, which the ruling rightly reads premise.
// First run at 5973c992: 25/28 overall, 14/17 tricky.
func TestIndependentCases1106(t *testing.T) {
	runIndependent(t, "testdata/independent1106.jsonl", true,
		"i1106-mcpfs-fs-write-onto-dir",
		"i1106-mcpfs-fs-list-file",
		"i1106-mcpfs-fs-go-edit-overlap")
}

package classify

import "testing"

// First run at bf7d8d2b: 26/30 overall, 12/16 tricky.
// Tolerated: i1082-tsmcp-dirtree-on-file: invalid vs premise (the path ruling, revised at set 262, pathkind.go: "ENOTDIR where the operation only takes a directory, a file the call listed or entered (Node's scandir ...), invalid"): directory_tree named a file, which the ruling reads as the call's own argument being the wrong kind; I read it as the plan's belief that the path is a folder being false. Both hold; the ruling stands.
// Tolerated: i1082-tsmcp-write-onto-dir: invalid vs premise (the same path ruling: "EISDIR, the path the call named is a directory where it needed a file (read, write, rename onto it), invalid"): write_file's atomic rename onto an existing folder; the ruling reads a wrong argument, I read a false belief about the tree.
// Tolerated: i1082-gosdk-write-onto-dir: invalid vs premise (the same path ruling, EISDIR on rename onto a directory): the same failure through the go-sdk client.
// Tolerated: i1082-mcpgo-move-onto-dir: conflict vs invalid (no written ruling; sets 94, 909 and 932 pin "Destination already exists" as conflict for a file destination): a one-off with no class fixed in the time. The text is word for word the file-onto-file case; only what lies at the destination (a folder the agent meant to move into) makes it a wrong argument, and nothing in the message shows that.
func TestIndependentCases1082(t *testing.T) {
	runIndependent(t, "testdata/independent1082.jsonl", true,
		"i1082-tsmcp-dirtree-on-file", "i1082-tsmcp-write-onto-dir", "i1082-gosdk-write-onto-dir", "i1082-mcpgo-move-onto-dir")
}

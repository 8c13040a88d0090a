package classify

import "testing"

// First run at 78c7235c: 22/27 overall, 10/15 tricky.
//
// Tolerated: i924-fsmcp-enotdir: invalid vs premise (the path ruling, revised at set 262: "ENOTDIR where the operation only takes a directory, a file the call listed ... (Node's scandir ...), invalid"): list_directory named a file, so the argument is the wrong kind (invalid), and equally the agent's belief that a.txt is a directory is false (premise).
// Tolerated: i924-fsmcp-write-onto-dir: invalid vs premise (the path ruling: "EISDIR, the path the call named is a directory where it needed a file (read, write, rename onto it), invalid"): write_file's rename onto dir1 names a folder (invalid), and the agent believed dir1 was a file (premise).
// Tolerated: i924-fsmcp-read-multiple-all-failed: denied vs ambiguous (set 66's read_multiple_files ruling: "every item failed: the first item's cause", which is ENOENT, premise): the set reads a successful call with nothing usable as ambiguous; the ruling reads the first item; the classifier answers the second item's denied, which neither reading gives (noted in the report).
// Tolerated: i924-fsmcp-binary-as-text: unknown vs ambiguous: a one-off with no class yet (a text read that returned binary: U+FFFD and control bytes); not fixed in the time.
// Tolerated: i924-fsmcp-edit-empty-diff: unknown vs ambiguous: a one-off with no class yet (edit_file's unified diff with no hunks: nothing changed); not fixed in the time.
func TestIndependentCases924(t *testing.T) {
	runIndependent(t, "testdata/independent924.jsonl", true,
		"i924-fsmcp-enotdir", "i924-fsmcp-write-onto-dir", "i924-fsmcp-read-multiple-all-failed",
		"i924-fsmcp-binary-as-text", "i924-fsmcp-edit-empty-diff")
}

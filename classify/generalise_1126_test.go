package classify

import "testing"

// First run at 82f1adcf: 28/30 overall, 14/16 tricky.
//
// Tolerated: i1126-fs-write-over-dir: invalid vs premise (taxonomy, the path ruling of set 262, pathkind.go: "EISDIR, the path the call named is a directory where it needed a file (read, write, rename onto it), invalid"): write_file's atomic rename onto a folder is the ruling's "rename onto it", so naming another path is a fair repair; my reading was that the agent believed the path held (or could hold) a file, a belief the world proves false.
// Tolerated: i1126-fs-edit-overlapping: premise vs invalid (taxonomy, the edit ruling: an edit tool's "Could not find exact match for edit" is premise, the file does not hold what the step believed): the text is word for word the changed-file case; only the call's arguments (two edits of the same old text, the first consuming it) show the call itself is inconsistent, which the message cannot carry.
func TestIndependentCases1126(t *testing.T) {
	runIndependent(t, "testdata/independent1126.jsonl", true, "i1126-fs-write-over-dir", "i1126-fs-edit-overlapping")
}

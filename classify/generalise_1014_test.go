package classify

import "testing"

// First run at f07fcd7f: 20/26 overall, 8/14 tricky.
// Tolerated: i1014-fs-multi-one-missing: ambiguous vs premise (taxonomy "a result of items separated by \"---\" lines where some report an error ... read_multiple_files | ambiguous"): the server's README says failed reads do not stop the operation, so it is a partial success; the missing file still falsifies the plan's belief.
// Fixed later by the lead: i1014-mem-rel-dup (addednothing.go createdNothing: the memory server's create_entities or create_relations answering [] beside one empty list added nothing, every item was there: conflict).
// Fixed later by the lead: i1014-fs-mkdir-over-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
// Fixed later by the lead: i1014-fs-binary-as-text (binarytext.go escapedBinary: the control characters of a result's raw JSON text counted as escapes).
// Fixed later by the lead: i1014-ev-sum-infinity-go (binarytext.go nonNumberResult: a value computed as Infinity or NaN).
// Tolerated: i1014-ev-long-negative: unknown vs ambiguous: one-off, not yet looked at (a success text echoing out-of-range arguments).
func TestIndependentCases1014(t *testing.T) {
	runIndependent(t, "testdata/independent1014.jsonl", true, "i1014-fs-multi-one-missing", "i1014-ev-long-negative")
}

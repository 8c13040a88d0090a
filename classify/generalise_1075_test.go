package classify

import "testing"

// Tolerated: i1075-fs-multi-partial: ambiguous vs premise (docs/taxonomy.md, set 66 row: read_multiple_files items partly failed is "ambiguous (a partial success: narrow to the failed items), not the failed item's own kind"): the server docs say failed reads don't stop the operation, so the rest is usable and only the missing file needs a new plan; my premise label reads the missing file as the belief the plan rested on. Both hold.
// First run at 1fb92a03: 29/30 overall, 13/14 tricky.
func TestIndependentCases1075(t *testing.T) {
	runIndependent(t, "testdata/independent1075.jsonl", true, "i1075-fs-multi-partial")
}

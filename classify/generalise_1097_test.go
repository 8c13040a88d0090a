package classify

import "testing"

// First run at 905f73cd: 31/32 overall, 18/19 tricky.
// Tolerated: i1097-fs-mcp-edit-nomatch: premise vs invalid (docs/taxonomy.md, the edit ruling, revised by the lead: "Could not find exact match for edit" premise): this set read the oldText as the call's own argument to repair; the ruling reads the file as not holding what the step believed, so a fresh read comes first. Both hold; the blind sets stay split.
func TestIndependentCases1097(t *testing.T) {
	runIndependent(t, "testdata/independent1097.jsonl", true, "i1097-fs-mcp-edit-nomatch")
}

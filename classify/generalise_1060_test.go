package classify

import "testing"

// Tolerated: i1060-gosdk-fs-edit-nomatch: premise vs invalid (docs/taxonomy.md, the edit ruling, revised: "Could not find exact match for edit" premise): this set read the old text as the call's own argument to repair; the ruling reads the file as not holding what the step believed, so a fresh read comes first. Both hold; the blind sets stay split.
// Tolerated: i1060-mcpgo-fs-edit-nomatch: premise vs invalid (the same edit ruling): as above, the same server text through mcp-go.
// Tolerated: i1060-ts-fs-write-dir: invalid vs premise (the path ruling, revised at set 262, pathkind.go: EISDIR on the path the call named, "read, write, rename onto it", invalid): this set read a directory already sitting at the file's target as the tree not being as the plan believed; the ruling reads the call as naming the wrong kind of object. Both hold.
// First run at faf71ddf: 31/34 overall, 11/14 tricky.
func TestIndependentCases1060(t *testing.T) {
	runIndependent(t, "testdata/independent1060.jsonl", true,
		"i1060-gosdk-fs-edit-nomatch",
		"i1060-mcpgo-fs-edit-nomatch",
		"i1060-ts-fs-write-dir")
}

package classify

import "testing"

// First run at 61d814bd: 28/30 overall, 14/16 tricky.
// Tolerated: i1129-fs-multi-partial: ambiguous vs premise (the written ruling in docs/taxonomy.md: "a result of items separated by \"---\" lines where some report an error (\"path: Error - ENOENT ...\") and the rest hold content (the MCP filesystem server's read_multiple_files) | ambiguous | a partial success"): the ruling reads a partial success to narrow; I read the missing file as a false belief the later steps rest on. Both hold; the ruling stands.
// Tolerated: i1129-fs-move-onto-dir: conflict vs invalid (no written ruling; as set 1082's i1082-mcpgo-move-onto-dir, and many sets pin "Destination already exists" as conflict for a file destination): a one-off with no class. The text is word for word the file-onto-file case; only what lies at the destination (a folder the agent meant to move into) makes it a wrong argument, and nothing in the message shows that.
func TestIndependentCases1129(t *testing.T) {
	runIndependent(t, "testdata/independent1129.jsonl", true,
		"i1129-fs-multi-partial", "i1129-fs-move-onto-dir")
}

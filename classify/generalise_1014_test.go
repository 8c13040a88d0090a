package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f07fcd7f: 20/26 overall, 8/14 tricky.
// Tolerated: i1014-fs-multi-one-missing: ambiguous vs premise (taxonomy "a result of items separated by \"---\" lines where some report an error ... read_multiple_files | ambiguous"): the server's README says failed reads do not stop the operation, so it is a partial success; the missing file still falsifies the plan's belief.
// Tolerated: i1014-mem-rel-dup: ambiguous vs conflict (set 41: a tools/call result handed over bare, "`[]` ambiguous"): server-memory's README says create_relations "Skips duplicate relations", so its [] means already there; without the call's context [] reads empty.
// Tolerated: i1014-fs-binary-as-text: unknown vs ambiguous: one-off, not yet looked at (a successful read_text_file whose text is a PNG's bytes).
// Tolerated: i1014-ev-sum-infinity-go: unknown vs ambiguous: one-off, not yet looked at (a successful result whose value is Infinity).
// Tolerated: i1014-ev-long-negative: unknown vs ambiguous: one-off, not yet looked at (a success text echoing out-of-range arguments).
func TestIndependentCases1014(t *testing.T) {
	runIndependent(t, "testdata/independent1014.jsonl", true,
		"i1014-fs-multi-one-missing", "i1014-mem-rel-dup", "i1014-fs-binary-as-text",
		"i1014-ev-sum-infinity-go", "i1014-ev-long-negative")
}

// A directory creation that met a file at the name, as an MCP tool's
// isError text handed on bare with code isError (mcp.go, dirheld.go).
func TestGeneralise1014(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"node server-filesystem create_directory", "mcp", 0, "isError", "EEXIST: file already exists, mkdir '/srv/work/report'", rung.KindPremise},
		{"apache commons-io forceMkdir", "mcp", 0, "isError", "File /data/out exists and is not a directory. Unable to create directory.", rung.KindPremise},
		{"ansible file state=directory", "mcp", 0, "isError", "/opt/app/logs already exists as a file", rung.KindPremise},
		{"gradle mkdir check", "mcp", 0, "isError", "Cannot create directory '/build/tmp' as it already exists, but is not a directory", rung.KindPremise},
		{"shell-script directory check", "mcp", 0, "isError", "/home/u/cache exists but is not a directory", rung.KindPremise},
		{"node mkdir nested path", "mcp", 0, "isError", "EEXIST: file already exists, mkdir '/workspace/build/assets'", rung.KindPremise},
		// near misses
		{"node open O_EXCL file exists", "mcp", 0, "isError", "EEXIST: file already exists, open '/workspace/out.txt'", rung.KindConflict},
		{"node ENOTDIR scandir", "mcp", 0, "isError", "ENOTDIR: not a directory, scandir '/workspace/notes.txt'", rung.KindInvalid},
		{"json-rpc result eexist mkdir", "mcp", 0, "isError", "{\"jsonrpc\": \"2.0\", \"id\": 9, \"result\": {\"content\": [{\"type\": \"text\", \"text\": \"EEXIST: file already exists, mkdir '/workspace/out'\"}], \"isError\": true}}", rung.KindConflict},
	})
}

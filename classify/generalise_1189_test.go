package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 681a2ac6: 20/32 overall, 6/15 tricky.
// Fixed: i1189-go-mem-addobs-duplicate (the added-nothing account as bare
// result text, TestGeneralise1189AddedNothingBare) and
// i1189-go-ev-gzip-midbody-reset (undici's bare "terminated",
// TestGeneralise1189UndiciTerminated). No label was changed.
//
// Tolerated: i1189-raw-fs-read-multiple-partial: ambiguous vs premise (set 66's row: "a tools/call result without isError whose items partly failed ... ambiguous (a partial success: narrow to the failed items), not the failed item's own kind"): the one failed item is a missing file, but the ruling reads the whole call; 29 sets read such results ambiguous, 12 by the item.
// Tolerated: i1189-ts-fs-multi-outside: ambiguous vs denied (the same set 66 row, read by TypeScript SDK text): the refused item is the only one the step needed, which the text cannot show.
// Tolerated: i1189-raw-ev-template-zero: premise vs invalid (set 44's row: "a resource URI not found stays premise"; the -32602 row: premise "for \"Resource not found\" / unknown resource wording"): index 0 is outside the template's domain, a wrong argument by templates.js, but 38 sets read server-everything's "Unknown resource" premise against 5.
// Tolerated: i1189-go-fs-socket-read: invalid vs premise (the ENXIO row: "a UNIX socket opened as a file invalid (dial it)"): the agent has only file tools here, so the socket is a false belief about the path, but the ruling reads the call.
// Tolerated: i1189-go-mem-store-is-socket: invalid vs premise (set 94's row: "without a tool name, or with a tool that takes a path, the text stays the call's (invalid)"): the socket is server-memory's MEMORY_FILE_PATH, which only Input.Tool naming open_nodes could tell; the text is word for word the filesystem server's.
// Tolerated: i1189-go-fs-write-onto-dir: invalid vs premise (the path ruling: "EISDIR, the path the call named is a directory where it needed a file (read, write, rename onto it), invalid"): a one-line argument for the world reading, not a new class.
// Tolerated: i1189-go-fs-erofs-write: premise vs denied (the Go errors row: "fs.ErrNotExist, ENOSPC, EROFS, EDQUOT ... premise"): a read-only mount the host exposes is a boundary the agent may not cross; 25 sets read EROFS premise, 11 denied.
// Tolerated: i1189-go-fs-erofs-mkdir-enoent: premise vs denied (the isError row: "ENOENT ... premise"): a one-off; Node's recursive mkdir answers ENOENT on a read-only mount, and nothing in the text says read-only.
// Tolerated: i1189-raw-fs-edit-overlap: premise vs invalid (the edit ruling: "the file does not hold what the step believed it holds ... premise"): two edits of the same line contradict each other while the file matches the plan; the text cannot tell this from a stale copy (119 sets premise, 67 invalid on this wording).
// Tolerated: i1189-ts-fs-move-exdev: invalid vs premise (the Go errors row: "\"cross-device link\" (EXDEV) | invalid"): no argument to move_file crosses the mounts, a copy-and-delete plan does; 37 sets read EXDEV invalid, 5 premise.
func TestIndependentCases1189(t *testing.T) {
	runIndependent(t, "testdata/independent1189.jsonl", true,
		"i1189-raw-fs-read-multiple-partial", "i1189-ts-fs-multi-outside", "i1189-raw-ev-template-zero",
		"i1189-go-fs-socket-read", "i1189-go-mem-store-is-socket", "i1189-go-fs-write-onto-dir",
		"i1189-go-fs-erofs-write", "i1189-go-fs-erofs-mkdir-enoent", "i1189-raw-fs-edit-overlap",
		"i1189-ts-fs-move-exdev")
}

// TestGeneralise1189AddedNothingBare holds set 60's added-nothing reading
// for the bare text an SDK client hands back (the go-sdk's CallToolResult
// text, the TypeScript SDK's content[0].text), with near misses that keep
// their kinds: something was added, something was updated, a bare [] and
// an empty search answer.
func TestGeneralise1189AddedNothingBare(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "go-sdk pretty", protocol: "mcp", msg: "[\n  {\n    \"entityName\": \"w1189-service\",\n    \"addedObservations\": []\n  }\n]", want: rung.KindConflict},
		{name: "compact two entities", protocol: "mcp", msg: `[{"entityName":"w1189-a","addedObservations":[]},{"entityName":"w1189-b","addedObservations":[]}]`, want: rung.KindConflict},
		{name: "count zero", protocol: "mcp", msg: `{"insertedCount": 0, "matched": 4}`, want: rung.KindConflict},
		{name: "one entity added something", protocol: "mcp", msg: `[{"entityName":"w1189-a","addedObservations":[]},{"entityName":"w1189-b","addedObservations":["tier: gold"]}]`, want: rung.KindUnknown},
		{name: "updated instead", protocol: "mcp", msg: `{"insertedCount": 0, "updatedCount": 2}`, want: rung.KindUnknown},
		{name: "bare empty list", protocol: "mcp", msg: "[]", want: rung.KindAmbiguous},
		{name: "empty search", protocol: "mcp", msg: "{\n  \"entities\": [],\n  \"relations\": []\n}", want: rung.KindAmbiguous},
	})
}

// TestGeneralise1189UndiciTerminated holds undici's bare "terminated" as a
// Node MCP server's whole isError text (the body it fetched was cut off),
// in the go-sdk's, a raw JSON-RPC client's and the TypeScript SDK's forms,
// with near misses that keep their kinds: "terminated" as a state inside a
// sentence, and the word with no tool error around it.
func TestGeneralise1189UndiciTerminated(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "go-sdk isError text", protocol: "mcp", code: "isError", msg: "terminated", want: rung.KindTransient},
		{name: "raw JSON-RPC result", protocol: "mcp", msg: `{"result":{"content":[{"type":"text","text":"terminated"}],"isError":true},"jsonrpc":"2.0","id":12}`, want: rung.KindTransient},
		{name: "TS SDK result object", protocol: "mcp", msg: `{"content":[{"type":"text","text":"Terminated"}],"isError":true}`, want: rung.KindTransient},
		{name: "with TypeError prefix", protocol: "mcp", code: "isError", msg: "TypeError: terminated", want: rung.KindTransient},
		{name: "instance state", protocol: "mcp", code: "isError", msg: "cannot start instance i-0w1189ab: the instance is terminated", want: rung.KindUnknown},
		{name: "namespace being terminated", protocol: "mcp", code: "isError", msg: `pods "w1189-job" is forbidden: unable to create new content in namespace w1189 because it is being terminated`, want: rung.KindPremise},
	})
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases294 runs held-out set 294: @modelcontextprotocol/server-memory through the go-sdk, mcp-go and TypeScript SDK clients (tools, store), captured live, labelled blind.
// First run at a3e6738: 27/35 overall, 12/18 tricky.
//
// Tolerated: i294-create-entities-duplicate-empty: conflict vs set 60's ruling (a bare `[]` from server-memory create_entities stays ambiguous, a search answers the same): the tool name is in the line, but the ruling names this very result.
// Tolerated: i294-store-over-2gib: premise vs set 69's ruling (a whole-file read too large is invalid when no graph tool is named): the bare isError text does not say it came from the store.
// Tolerated: i294-store-entity-no-observations: premise vs sets 32/113's ruling (a tool result failing its outputSchema is ambiguous, whatever code carries it): here the bad output is the store's malformed record.
// Tolerated: i294-store-relation-missing-to: premise vs sets 32/113's ruling (outputSchema failure is ambiguous), as above.
// Tolerated: i294-store-readonly-dir-nobody: denied vs set 76's ruling (a graph tool's EACCES/EPERM is the store file's, premise).
// Tolerated: i294-store-sticky-rename-nobody: denied vs set 76's ruling (EPERM on the store file is premise).
// Tolerated: i294-badenv-connection-closed-ts: unknown vs the -32000 row of the MCP code table (connection closed is transient).
func TestIndependentCases294(t *testing.T) {
	runIndependent(t, "testdata/independent294.jsonl", true,
		"i294-create-entities-duplicate-empty",
		"i294-store-over-2gib",
		"i294-store-entity-no-observations",
		"i294-store-relation-missing-to",
		"i294-store-readonly-dir-nobody",
		"i294-store-sticky-rename-nobody",
		"i294-badenv-connection-closed-ts",
	)
}

// TestGeneralise294 checks the class set 294's miss named: a whole-file
// read past what the reader holds in memory, answered by a graph tool that
// takes no path (a knowledge-graph memory server loads its one store file
// on every call), is the store's (premise); from a tool that takes a path,
// or with no tool named, it stays set 69's reading (invalid: read a part).
func TestGeneralise294(t *testing.T) {
	cases := []wordingCase{
		{"store too big: set 294 i294-store-huge-string-length (server-memory through the go-sdk, V8 RangeError)", "mcp", 0, "isError", "tool memory.delete_observations: Invalid string length", rung.KindPremise},
		{"store too big: Node ERR_FS_FILE_TOO_LARGE from a memory server's read_graph, TS SDK result marshalled", "mcp", 0, "", `tool memory.read_graph: {"content":[{"type":"text","text":"File size (3221225472) is greater than 2 GiB"}],"isError":true}`, rung.KindPremise},
		{"store too big: Node ERR_STRING_TOO_LONG from a memory fork's search_nodes", "mcp", 0, "isError", "tool kg.search_nodes: Error: Cannot create a string longer than 0x1fffffe8 characters", rung.KindPremise},
		{"store too big: Node before 18, a memory server's open_nodes", "", 0, "", "tool mcp__memory__open_nodes: RangeError [ERR_FS_FILE_TOO_LARGE]: File size is greater than possible Buffer: 0x7fffffff bytes", rung.KindPremise},
		{"store too big: a .NET memory server's add_memories (File.ReadAllText FileTooLong)", "", 0, "", "tool memory.add_memories: System.IO.IOException: The file is too long. This operation is currently limited to supporting files less than 2 gigabytes in size.", rung.KindPremise},

		// Near misses: the same words from a tool that takes a path, or
		// with no tool named, stay set 69's (invalid); a graph tool's own
		// argument validation stays the call's.
		{"near miss: set 69 server-filesystem read_text_file, V8 through the go-sdk", "mcp", 0, "", `tool fs.read_text_file: {"content":[{"type":"text","text":"Invalid string length"}],"isError":true}`, rung.KindInvalid},
		{"near miss: set 294 i294-store-over-2gib, no tool named", "mcp", 0, "isError", "File size (2202009600) is greater than 2 GiB", rung.KindInvalid},
		{"near miss: a graph tool's argument validation", "mcp", 0, "isError", "tool memory.create_entities: MCP error -32602: Input validation error: Invalid arguments for tool create_entities: Invalid input: expected array, received undefined at entities", rung.KindInvalid},
	}
	runWordingCases(t, cases)

	// Where only the caller names the graph tool (Input.Tool, set 94).
	if r := Classify(Input{Protocol: "mcp", Code: "isError", Tool: "memory.read_graph", Message: "Invalid string length"}); r.Kind != rung.KindPremise {
		t.Errorf("bare V8 RangeError with Tool memory.read_graph: got %v, want premise (%s)", r.Kind, r.Reason)
	}
	if r := Classify(Input{Protocol: "mcp", Code: "isError", Tool: "filesystem.read_text_file", Message: "Invalid string length"}); r.Kind != rung.KindInvalid {
		t.Errorf("bare V8 RangeError with Tool filesystem.read_text_file: got %v, want invalid (%s)", r.Kind, r.Reason)
	}
}

// TestGeneralise294ToolEmptyList: an empty list behind an agent's "tool
// <name>: " line reads as the bare "[]" does (ambiguous); a tool's line
// with anything else after it keeps its reading.
func TestGeneralise294ToolEmptyList(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mcp, tool prefix", "mcp", 0, "", "tool memory.create_entities: []", rung.KindAmbiguous},
		{"no protocol, tool prefix", "", 0, "", "tool search.query: []", rung.KindAmbiguous},
		{"bare", "mcp", 0, "", "[]", rung.KindAmbiguous},
		{"a tool's error keeps its reading", "go", 0, "", "tool fs.read: open /srv/a.txt: no such file or directory", rung.KindPremise},
		{"two words before the colon are no tool name", "", 0, "", "tool call failed: []", rung.KindUnknown},
	})
}

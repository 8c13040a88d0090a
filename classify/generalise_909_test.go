package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at bf308453: 26/30 overall, 10/14 tricky.
// Tolerated: i909-ts-listdir-enotdir: invalid vs premise (the path ruling, revised at set 262: "ENOTDIR where the operation only takes a directory, a file the call listed or entered (Node's scandir/opendir ...), invalid"): list_directory on a file names the wrong kind of object (repair the path), and the plan's belief that it was a folder is false too (premise); the ruling chose the call's reading.
func TestIndependentCases909(t *testing.T) {
	runIndependent(t, "testdata/independent909.jsonl", true, "i909-ts-listdir-enotdir")
}

func TestGeneralise909(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A directory creation that finds a file at the name, as the bare
		// text of a tool result whose code is isError (dirheld.go, set 97).
		{"desktop-commander create_directory EEXIST", "mcp", 0, "isError", "EEXIST: file already exists, mkdir '/Users/me/proj/dist'", rung.KindPremise},
		{"server-filesystem create_directory EEXIST, Windows path", "mcp", 0, "isError", "EEXIST: file already exists, mkdir 'C:\\Users\\me\\out'", rung.KindPremise},
		{"commons-io forceMkdir via a Java MCP server", "mcp", 0, "isError", "File /workspace/build exists and is not a directory. Unable to create directory.", rung.KindPremise},
		{"ansible file state=directory via an MCP tool", "mcp", 0, "isError", "/srv/app already exists as a file", rung.KindPremise},
		{"mcp-filesystem-server create_directory on a file", "mcp", 0, "isError", "Error: Path exists but is not a directory: /data/reports", rung.KindPremise},
		{"server-filesystem create_directory EEXIST, relative parent", "mcp", 0, "isError", "EEXIST: file already exists, mkdir '/home/user/project/notes.md'", rung.KindPremise},
		// A tool whose own request to the client (sampling, elicitation,
		// roots) the client refused for a capability it lacks (clientLacksAsk).
		{"typescript-sdk server createMessage, client without sampling", "mcp", 0, "isError", "Client does not support sampling (required for sampling/createMessage)", rung.KindPremise},
		{"typescript-sdk server elicitInput, client without elicitation", "mcp", 0, "isError", "Client does not support elicitation (required for elicitation/create)", rung.KindPremise},
		{"python-sdk FastMCP tool, client session without sampling", "mcp", 0, "isError", "Error executing tool summarize: Sampling not supported", rung.KindPremise},
		{"python-sdk FastMCP tool, client session without elicitation", "mcp", 0, "isError", "Error executing tool ask_user: Elicitation not supported", rung.KindPremise},
		{"go-sdk server Elicit, client without elicitation, under -32603", "mcp", 0, "isError", "MCP error -32603: client does not support elicitation", rung.KindPremise},
		{"mcp-go sampling handler refusing, under -32603", "mcp", 0, "isError", "MCP error -32603: sampling not supported by this client", rung.KindPremise},
		// Near misses: the whole JSON-RPC result keeps the dev sample's
		// conflict; an O_EXCL create and move_file's destination stay
		// conflict; a server's own missing capability stays invalid.
		{"near miss: whole JSON-RPC isError result of a mkdir", "mcp", 0, "isError", `{"jsonrpc": "2.0", "id": 9, "result": {"content": [{"type": "text", "text": "EEXIST: file already exists, mkdir '/workspace/out'"}], "isError": true}}`, rung.KindConflict},
		{"near miss: Node O_EXCL open EEXIST", "mcp", 0, "isError", "EEXIST: file already exists, open '/workspace/out/report.csv'", rung.KindConflict},
		{"near miss: server-filesystem move_file destination", "mcp", 0, "isError", "Destination already exists: /workspace/out/report.csv", rung.KindConflict},
		{"near miss: typescript-sdk server without completions", "mcp", 0, "-32601", "MCP error -32601: Server does not support completions (required for completion/complete)", rung.KindInvalid},
		{"near miss: user declined the sampling request", "mcp", 0, "isError", "MCP error -32603: User declined the sampling request", rung.KindDenied},
	})
}

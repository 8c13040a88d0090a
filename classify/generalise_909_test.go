package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at bf308453: 26/30 overall, 10/14 tricky.
// Tolerated: i909-ts-listdir-enotdir: invalid vs premise (the path ruling, revised at set 262: "ENOTDIR where the operation only takes a directory, a file the call listed or entered (Node's scandir/opendir ...), invalid"): list_directory on a file names the wrong kind of object (repair the path), and the plan's belief that it was a folder is false too (premise); the ruling chose the call's reading.
// Fixed later by the lead: i909-mgo-mkdir-on-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
// Fixed later by the lead: i909-gsdk-mkdir-on-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
func TestIndependentCases909(t *testing.T) {
	runIndependent(t, "testdata/independent909.jsonl", true, "i909-ts-listdir-enotdir")
}

func TestGeneralise909(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A tool whose own request to the client (sampling, elicitation,
		// roots) the client refused for a capability it lacks (clientLacksAsk).
		{"typescript-sdk server createMessage, client without sampling", "mcp", 0, "isError", "Client does not support sampling (required for sampling/createMessage)", rung.KindPremise},
		{"typescript-sdk server elicitInput, client without elicitation", "mcp", 0, "isError", "Client does not support elicitation (required for elicitation/create)", rung.KindPremise},
		{"python-sdk FastMCP tool, client session without sampling", "mcp", 0, "isError", "Error executing tool summarize: Sampling not supported", rung.KindPremise},
		{"python-sdk FastMCP tool, client session without elicitation", "mcp", 0, "isError", "Error executing tool ask_user: Elicitation not supported", rung.KindPremise},
		{"go-sdk server Elicit, client without elicitation, under -32603", "mcp", 0, "isError", "MCP error -32603: client does not support elicitation", rung.KindPremise},
		{"mcp-go sampling handler refusing, under -32603", "mcp", 0, "isError", "MCP error -32603: sampling not supported by this client", rung.KindPremise},
		// Near misses: an O_EXCL create and move_file's destination stay
		// conflict; a server's own missing capability stays invalid; a
		// person who declined the sampling request stays denied.
		{"near miss: Node O_EXCL open EEXIST", "mcp", 0, "isError", "EEXIST: file already exists, open '/workspace/out/report.csv'", rung.KindConflict},
		{"near miss: server-filesystem move_file destination", "mcp", 0, "isError", "Destination already exists: /workspace/out/report.csv", rung.KindConflict},
		{"near miss: typescript-sdk server without completions", "mcp", 0, "-32601", "MCP error -32601: Server does not support completions (required for completion/complete)", rung.KindInvalid},
		{"near miss: Slack API client without permission, sampling in the text", "mcp", 0, "isError", "The client does not have permission to read channel history for sampling", rung.KindDenied},
		{"near miss: typescript-sdk server-side capability, sampling tool on a server without logging", "mcp", 0, "-32601", "MCP error -32601: Server does not support logging (required for logging/setLevel)", rung.KindInvalid},
		{"near miss: user declined the sampling request", "mcp", 0, "isError", "MCP error -32603: User declined the sampling request", rung.KindDenied},
	})
}

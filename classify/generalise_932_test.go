package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 9eccbeba: 26/30 overall, 10/14 tricky.
// Tolerated: i932-tssdk-fs-list-enotdir: invalid vs premise (the path ruling, revised at set 262: "ENOTDIR where the operation only takes a directory, a file the call listed or entered (Node's scandir/opendir ...), invalid"): list_directory on a file names the wrong kind of object (repair the path), and the plan's belief that the path was a folder is false too (premise); the ruling chose the call's reading.
// Tolerated: i932-tssdk-ev-complete-template-not-found: invalid vs premise (set 44's row: "Resource template <uri> not found" from a completion's ref/resource is invalid, "a name from resources/templates/list, as an unknown tool or prompt"): the template the call names does not exist on the server, which reads as a wrong argument (the ruling) or as a false belief about the server (this line).
// Fixed later by the lead: i932-mcpgo-fs-mkdir-over-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
func TestIndependentCases932(t *testing.T) {
	runIndependent(t, "testdata/independent932.jsonl", true, "i932-tssdk-fs-list-enotdir", "i932-tssdk-ev-complete-template-not-found")
}

func TestGeneralise932(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A client that has no handler set up for the tool's own request to
		// it (sampling, elicitation, roots): the tool cannot run with this
		// client (clientLacksAsk, askHandlerPhrases).
		{"java-sdk McpAsyncServerExchange createMessage, client without sampling", "mcp", 0, "isError", "Client must be configured with sampling capabilities", rung.KindPremise},
		{"java-sdk McpAsyncServerExchange createElicitation, client without elicitation", "mcp", 0, "isError", "MCP error -32603: Client must be configured with elicitation capabilities", rung.KindPremise},
		{"rmcp client without a sampling handler (METHOD_NOT_FOUND)", "mcp", 0, "isError", "MCP error -32601: sampling handler not configured", rung.KindPremise},
		{"C++ MCP client without a sampling handler", "mcp", 0, "isError", "MCP error -32601: No sampling handler registered", rung.KindPremise},
		{"TypeScript client wrapper without a sampling handler", "mcp", 0, "isError", "MCP error -32601: Sampling handler not registered on this client", rung.KindPremise},
		{"Rust MCP client internal_error without a sampling handler", "mcp", 0, "isError", "MCP error -32603: No sampling handler configured", rung.KindPremise},
		{"mcp-go client without an elicitation handler", "mcp", 0, "isError", "MCP error -32603: no elicitation handler configured", rung.KindPremise},
		{"mcp-go client without a roots handler", "mcp", 0, "isError", "MCP error -32603: no roots handler available", rung.KindPremise},
		// Near misses: a person who declined stays denied; a server that
		// lacks the capability stays invalid; a permission text stays denied.
		{"near miss: user declined the sampling request", "mcp", 0, "isError", "MCP error -32603: User declined the sampling request", rung.KindDenied},
		{"near miss: typescript-sdk server without completions", "mcp", 0, "-32601", "MCP error -32601: Server does not support completions (required for completion/complete)", rung.KindInvalid},
		{"near miss: Slack API client without permission, sampling in the text", "mcp", 0, "isError", "The client does not have permission to read channel history for sampling", rung.KindDenied},
		{"near miss: server-filesystem move_file destination", "mcp", 0, "isError", "Destination already exists: /workspace/handlers/sampling.ts", rung.KindConflict},
	})
}

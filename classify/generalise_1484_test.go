package classify

import (
	"fmt"
	"testing"
)

// First run at fdb30fd9: 27/34 overall, 12/19 tricky.
// Mended by class: i1484-a-mcp-connerr (mcpconnector.go), i1484-o-approval-pending, i1484-o-websearch-failed and i1484-o-ci-failed (turntools.go unfinishedHostedCall).
// Tolerated: i1484-a-ce-executiontimeexceeded: transient vs invalid (ruling): llm.go's server-tool table and docs/taxonomy.md read execution_time_exceeded transient; the label holds the sandbox's limit is fixed, so the same code times out again and must change.
// Tolerated: i1484-o-mcplist-400: invalid vs premise (ruling): set 73 reads a 424 by the status it quotes; the label holds the 400 answered OpenAI's own listing request (the server unusable from OpenAI's network), not the agent's arguments.
// Tolerated: i1484-a-mcp-url404: premise vs invalid (one-off): the quoted 404 reads a missing server path, premise; only the unexpanded {TAVILY_API_KEY} placeholder in the url shows it is the caller's own argument.
func TestIndependentCases1484(t *testing.T) {
	runIndependent(t, "testdata/independent1484.jsonl", true, "i1484-a-ce-executiontimeexceeded", "i1484-o-mcplist-400", "i1484-a-mcp-url404")
}

// TestGeneralise1484MCPConnectorUnreached: a hosted MCP connector's word
// that it could not reach the remote MCP server (Anthropic's 400
// invalid_request_error "Connection error while communicating with MCP
// server.", docs.claude.com mcp-connector) is the server's moment,
// transient; its siblings keep their readings: an authentication error is
// a refused token, and a connection error quoting the server's own client
// error is read by that answer (mcpconnector.go).
func TestGeneralise1484MCPConnectorUnreached(t *testing.T) {
	const env = `{"type": "error", "error": {"type": "invalid_request_error", "message": %q}}`
	body := func(m string) string { return fmt.Sprintf(env, m) }
	runWordingCases(t, []wordingCase{
		{"anthropic connection error", "anthropic", 400, "invalid_request_error", `POST "https://api.anthropic.com/v1/messages?beta=true": 400 Bad Request ` + body("Connection error while communicating with MCP server."), transient},
		{"http body connection error", "http", 400, "", body("Connection error while communicating with MCP server."), transient},
		{"bare message", "anthropic", 400, "invalid_request_error", "Connection error while communicating with MCP server.", transient},
		{"timeout sibling", "anthropic", 400, "invalid_request_error", body("Timeout error while communicating with MCP server."), transient},
		{"server error quoted", "anthropic", 400, "invalid_request_error", body("Connection error while communicating with MCP server: Server error: Unexpected error: Server error '503 Service Unavailable' for url 'https://mcp.example.com/mcp'"), transient},
		// near misses
		{"authentication sibling", "anthropic", 400, "invalid_request_error", body("Authentication error while communicating with MCP server. Please check your authorization token."), denied},
		{"quoted 404", "anthropic", 400, "invalid_request_error", body("Connection error while communicating with MCP server: Server error: Unexpected error: Client error '404 Not Found' for url 'https://mcp.example.com/v1/mcp'"), premise},
		{"missing beta header", "anthropic", 400, "invalid_request_error", body("mcp_servers: Extra inputs are not permitted"), invalid},
		{"invalid token", "anthropic", 400, "invalid_request_error", body("Invalid authorization token for MCP server 'notion'. Please check your token and try again."), denied},
	})
}

// TestGeneralise1484UnfinishedHostedCall: an OpenAI Responses output item
// for a tool OpenAI runs inside the turn (web_search_call,
// code_interpreter_call, image_generation_call, file_search_call, ...)
// whose status is failed or incomplete leaves a 200 turn without the
// tool's result, ambiguous; so does a turn left at an mcp_approval_request
// (require_approval; platform.openai.com/docs/guides/tools-remote-mcp).
// An item that carries its own error is read by that error (turntools.go).
func TestGeneralise1484UnfinishedHostedCall(t *testing.T) {
	resp := func(status, items string) string {
		return `{"id":"resp_1","object":"response","status":"` + status + `","error":null,"incomplete_details":null,"output":[` + items + `]}`
	}
	const answer = `{"id":"msg_1","type":"message","status":"completed","role":"assistant","content":[{"type":"output_text","text":"Here is what I found.","annotations":[]}]}`
	runWordingCases(t, []wordingCase{
		{"response with failed web search", "openai", 200, "", resp("completed", `{"id":"ws_1","type":"web_search_call","status":"failed","action":{"type":"search","query":"q"}},`+answer), ambiguous},
		{"response with failed image generation", "openai", 200, "", resp("completed", `{"id":"ig_1","type":"image_generation_call","status":"failed","result":null}`), ambiguous},
		{"response left at approval", "openai", 200, "", resp("completed", `{"id":"mcpr_1","type":"mcp_approval_request","arguments":"{}","name":"create_issue","server_label":"github"}`), ambiguous},
		{"lone code interpreter incomplete", "openai", 200, "", `output item: {"id":"ci_1","type":"code_interpreter_call","status":"incomplete","code":"x=1","container_id":"cntr_1","outputs":null}`, ambiguous},
		{"lone file search failed", "openai", 200, "", `{"id":"fs_1","type":"file_search_call","status":"failed","queries":["q"],"results":null}`, ambiguous},
		// near misses
		{"completed web search", "openai", 200, "", resp("completed", `{"id":"ws_1","type":"web_search_call","status":"completed","action":{"type":"search","query":"q"}},`+answer), unk},
		{"mcp_call with its error", "openai", 200, "", `{"id":"mcp_1","type":"mcp_call","error":{"type":"http_error","code":503,"message":"Service Unavailable"},"name":"list_issues","output":null,"server_label":"github","status":"failed"}`, transient},
		{"response failed with server_error", "openai", 200, "", `{"id":"resp_1","object":"response","status":"failed","error":{"code":"server_error","message":"The server had an error while processing your request."},"output":[{"id":"ws_1","type":"web_search_call","status":"failed"}]}`, transient},
		{"response incomplete", "openai", 200, "", `{"id":"resp_1","object":"response","status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"output":[]}`, ambiguous},
	})
}

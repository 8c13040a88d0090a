package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise73 holds the classes set 73 missed, each in the set's words
// and in other software's, with its source, and the neighbours that must
// keep their own reading.
func TestGeneralise73(t *testing.T) {
	cases := []struct {
		class, source, proto string
		status               int
		code, msg            string
		want                 rung.Kind
	}{
		// A tool the service called through MCP that failed inside a turn
		// that ended normally: the tool's own text decides, as an MCP isError
		// result's (turntools.go).
		{"failed MCP tool in a turn", "set 73: anthropic-sdk-go, the MCP connector's mcp_tool_result (server-filesystem ENOENT)", "anthropic", 200, "",
			`agent turn 2: model stopped (end_turn): {"id":"msg_01Hb6Tq3Wx8Lm2Rn5Vp9Kc4Z","type":"message","role":"assistant","model":"claude-sonnet-4-5-20250929","content":[{"type":"mcp_tool_use","id":"mcptoolu_01Tk8Wq3Lx5Rb9Vn2Hc7Mz4P","name":"read_text_file","server_name":"refunds-fs","input":{"path":"/srv/refunds/ORD-55812.json"}},{"type":"mcp_tool_result","tool_use_id":"mcptoolu_01Tk8Wq3Lx5Rb9Vn2Hc7Mz4P","is_error":true,"content":[{"type":"text","text":"Error: ENOENT: no such file or directory, open '/srv/refunds/ORD-55812.json'"}]}],"stop_reason":"end_turn","stop_sequence":null,"usage":{"input_tokens":2755,"output_tokens":61}}`, rung.KindPremise},
		{"failed MCP tool in a turn", "set 73: anthropic-sdk-go, the MCP connector's mcp_tool_result (server-filesystem validatePath)", "anthropic", 200, "",
			`agent turn 3: model stopped (end_turn): {"id":"msg_01Hb6Tq3Wx8Lm2Rn5Vp9Kc4Z","type":"message","role":"assistant","model":"claude-sonnet-4-5-20250929","content":[{"type":"mcp_tool_use","id":"mcptoolu_01Wm4Tq9Lx2Rb6Vn8Hc3Kz5P","name":"read_text_file","server_name":"refunds-fs","input":{"path":"/etc/ssl/private/acme.key"}},{"type":"mcp_tool_result","tool_use_id":"mcptoolu_01Wm4Tq9Lx2Rb6Vn8Hc3Kz5P","is_error":true,"content":[{"type":"text","text":"Error: Access denied - path outside allowed directories: /etc/ssl/private/acme.key not in /srv/refunds"}]}],"stop_reason":"end_turn","stop_sequence":null,"usage":{"input_tokens":2790,"output_tokens":40}}`, rung.KindDenied},
		{"failed MCP tool in a turn", "OpenAI Responses remote MCP mcp_call item with error (platform.openai.com/docs/guides/tools-remote-mcp); server-filesystem write_file under a folder that is not there (src/filesystem: \"Parent directory does not exist\")", "openai", 200, "",
			`{"id":"resp_68f40c2a7d1e8190a4c6","object":"response","created_at":1764670000,"status":"completed","error":null,"incomplete_details":null,"model":"gpt-4.1-2025-04-14","output":[{"id":"mcpl_68f40c2b","type":"mcp_list_tools","server_label":"fs","tools":[{"name":"write_file","input_schema":{"type":"object"}}],"error":null},{"id":"mcp_68f40c2c","type":"mcp_call","server_label":"fs","name":"write_file","arguments":"{\"path\":\"/srv/refunds/2026/12/ORD-55812.json\",\"content\":\"{}\"}","output":null,"error":"Error: Parent directory does not exist: /srv/refunds/2026/12"}],"usage":{"input_tokens":1840,"output_tokens":96,"total_tokens":1936}}`, rung.KindPremise},
		{"failed MCP tool in a turn", "mcp-server-fetch (modelcontextprotocol/servers src/fetch server.py check_may_autonomously_fetch_url) through Anthropic's MCP connector", "anthropic", 200, "",
			`{"id":"msg_01Hb6Tq3Wx8Lm2Rn5Vp9Kc4Z","type":"message","role":"assistant","model":"claude-sonnet-4-5-20250929","content":[{"type":"mcp_tool_use","id":"mcptoolu_01Xb3Tq7Wn2Lm9Rv5Hc8Kz4P","name":"fetch","server_name":"fetch","input":{"url":"https://www.example-retailer.com/account/orders"}},{"type":"mcp_tool_result","tool_use_id":"mcptoolu_01Xb3Tq7Wn2Lm9Rv5Hc8Kz4P","is_error":true,"content":[{"type":"text","text":"The sites robots.txt (https://www.example-retailer.com/robots.txt), specifies that autonomous fetching of this page is not allowed, <useragent>ModelContextProtocol/1.0 (Autonomous; +https://github.com/modelcontextprotocol/servers)</useragent>\n<url>https://www.example-retailer.com/account/orders</url><robots>\nUser-agent: *\nDisallow: /account/\n</robots>\nThe assistant must let the user know that it failed to view the page. The assistant may provide further guidance based on the above information.\nThe assistant can tell the user that they can try manually fetching the page by using the fetch prompt within their UI."}]}],"stop_reason":"end_turn","stop_sequence":null,"usage":{"input_tokens":2410,"output_tokens":52}}`, rung.KindDenied},
		{"failed MCP tool in a turn", "OpenAI Responses mcp_call whose server is server-memory, a relation to an entity the graph lacks (dist/index.js createRelations has no check; deleteObservations: \"Entity with name X not found\")", "openai", 200, "",
			`{"id":"resp_68f40c2a7d1e8190a4c6","object":"response","created_at":1764670000,"status":"completed","error":null,"incomplete_details":null,"model":"gpt-4.1-2025-04-14","output":[{"id":"mcp_68f40d11","type":"mcp_call","server_label":"memory","name":"add_observations","arguments":"{\"observations\":[{\"entityName\":\"ACME Corp\",\"contents\":[\"prefers refunds by bank transfer\"]}]}","output":null,"error":"Entity with name ACME Corp not found"}],"usage":{"input_tokens":1840,"output_tokens":96,"total_tokens":1936}}`, rung.KindPremise},
		{"failed MCP tool in a turn (neighbour)", "the connector's mcp_tool_result with is_error false: a normal turn", "anthropic", 200, "",
			`{"id":"msg_01Hb6Tq3Wx8Lm2Rn5Vp9Kc4Z","type":"message","role":"assistant","model":"claude-sonnet-4-5-20250929","content":[{"type":"mcp_tool_use","id":"mcptoolu_01Qa2Tw8Lx5Rb3Vn7Hc9Kz6P","name":"read_text_file","server_name":"refunds-fs","input":{"path":"/srv/refunds/ORD-55812.json"}},{"type":"mcp_tool_result","tool_use_id":"mcptoolu_01Qa2Tw8Lx5Rb3Vn7Hc9Kz6P","is_error":false,"content":[{"type":"text","text":"{\"order\":\"ORD-55812\",\"amount\":129.0}"}]},{"type":"text","text":"The refund for ORD-55812 is 129.00."}],"stop_reason":"end_turn","stop_sequence":null,"usage":{"input_tokens":2410,"output_tokens":52}}`, rung.KindUnknown},
		{"failed MCP tool in a turn (neighbour)", "an mcp_call with error null: a normal response", "openai", 200, "",
			`{"id":"resp_68f40c2a7d1e8190a4c6","object":"response","created_at":1764670000,"status":"completed","error":null,"incomplete_details":null,"model":"gpt-4.1-2025-04-14","output":[{"id":"mcp_68f40d12","type":"mcp_call","server_label":"memory","name":"read_graph","arguments":"{}","output":"{\"entities\":[{\"name\":\"ACME Corp\"}]}","error":null},{"id":"msg_68f40d13","type":"message","status":"completed","role":"assistant","content":[{"type":"output_text","text":"ACME Corp is in the graph.","annotations":[]}]}],"usage":{"input_tokens":1840,"output_tokens":96,"total_tokens":1936}}`, rung.KindUnknown},

		// A 424 Failed Dependency read by the status of the action it
		// depended on, when the text quotes it (dependency.go).
		{"424 quoting its dependency's status", "set 73: openai-go, OpenAI's remote MCP tool listing refused by the server (401)", "openai", 424, "http_error",
			`agent turn 1: OpenAI API error: 424 Failed Dependency {"message":"Error retrieving tool list from MCP server: 'refunds'. Http status code: 401 (Unauthorized)","type":"external_connector_error","param":"tools","code":"http_error"}`, rung.KindDenied},
		{"424 quoting its dependency's status", "OpenAI remote MCP (platform.openai.com/docs/guides/tools-remote-mcp), a server that refuses the caller's token's scope, as openai-python renders it", "", 0, "",
			`openai.APIStatusError: Error code: 424 - {'error': {'message': "Error retrieving tool list from MCP server: 'linear'. Http status code: 403 (Forbidden)", 'type': 'external_connector_error', 'param': 'tools', 'code': 'http_error'}}`, rung.KindDenied},
		{"424 quoting its dependency's status", "the same 424 for a server that is down, as a tool prints the raw response", "openai", 424, "",
			`{"error":{"message":"Error retrieving tool list from MCP server: 'refunds'. Http status code: 503 (Service Unavailable)","type":"external_connector_error","param":"tools","code":"http_error"}}`, rung.KindTransient},
		{"424 quoting its dependency's status (neighbour)", "a 424 that quotes no other status keeps its reading (RFC 4918 11.4)", "http", 424, "",
			`PROPPATCH https://dav.example.com/docs/spec.odt: 424 Failed Dependency`, rung.KindPremise},
	}
	for _, c := range cases {
		got := Classify(Input{Protocol: c.proto, Status: c.status, Code: c.code, Message: c.msg})
		if got.Kind != c.want {
			t.Errorf("%s (%s): got %s, want %s; reason %q; message %q", c.class, c.source, got.Kind, c.want, got.Reason, c.msg)
		}
	}
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise60 checks the classes that held-out set 60's misses named
// (everyday MCP failures captured live from the reference servers through
// the go-sdk, TypeScript SDK and raw clients), each on the set's own line
// and on other software's wording of the same class: that the rules hold
// the principle, not the lines. Each case names the software whose wording
// it is.
func TestGeneralise60(t *testing.T) {
	cases := []wordingCase{
		// A transport refusing the session id the client holds: the server
		// restarted or expired it; only a new session helps.
		{"session gone: set 60 i60-ts-http-session-gone (TypeScript client, server-everything)", "mcp", 400, "-32000", `Error: Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: No valid session ID provided"}}`, rung.KindPremise},
		{"session gone: set 60 i60-gosdk-http-session-gone (go-sdk client, server-everything)", "mcp", 0, "", `tool everything.echo: connection closed: calling "tools/call": client is closing: standalone SSE stream: Bad Request`, rung.KindPremise},
		{"session gone: python-sdk streamable_http_manager.py, the \"Invalid session ID\" branch, raw HTTP", "mcp", 400, "", "HTTP/1.1 400 Bad Request\ncontent-type: text/plain; charset=utf-8\n\nBad Request: No valid session ID provided", rung.KindPremise},
		{"session gone: TypeScript client against the python-sdk server (plain-text body)", "mcp", 400, "", "Error: Streamable HTTP error: Error POSTing to endpoint: Bad Request: No valid session ID provided", rung.KindPremise},
		{"session gone: typescript-sdk server webStandardStreamableHttp.js validateSession, through the TypeScript client", "mcp", 404, "-32001", `Error: Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}`, rung.KindPremise},
		{"session gone: go-sdk client against the python-sdk server, no protocol given", "", 0, "", `list resources: connection closed: calling "resources/list": client is closing: standalone SSE stream: Bad Request`, rung.KindPremise},
		{"session gone: python-sdk session manager quoted by an agent's HTTP tool, no protocol given", "", 0, "", `POST http://127.0.0.1:8000/mcp: 400 Bad Request: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: No valid session ID provided"},"id":3}`, rung.KindPremise},
		// Its boundary: a header the request lacks is the request's fault.
		{"session gone (boundary): typescript-sdk webStandardStreamableHttp.js validateSession, header missing", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Mcp-Session-Id header is required"},"id":null}`, rung.KindInvalid},
		{"session gone (boundary): typescript-sdk, a request before initialize", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Server not initialized"},"id":null}`, rung.KindInvalid},

		// A tool's null dereference: its own data lacks a field.
		{"missing field: set 60 i60-raw-mem-obs-noobs (server-memory, V8)", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"Cannot read properties of undefined (reading 'includes')"}],"isError":true},"jsonrpc":"2.0","id":5}`, rung.KindPremise},
		{"missing field: set 60 i60-raw-mem-search-noobs (server-memory, V8)", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"Cannot read properties of undefined (reading 'some')"}],"isError":true},"jsonrpc":"2.0","id":6}`, rung.KindPremise},
		{"missing field: JavaScriptCore (a server run by Bun), TypeError message", "mcp", 0, "", `{"content":[{"type":"text","text":"undefined is not an object (evaluating 'entity.observations.includes')"}],"isError":true}`, rung.KindPremise},
		{"missing field: V8 before Node 16.9, TypeError message", "mcp", 0, "isError", "Cannot read property 'push' of undefined", rung.KindPremise},
		{"missing field: FastMCP (python) tool error prefix with CPython's AttributeError", "mcp", 0, "", `{"content":[{"type":"text","text":"Error executing tool get_forecast: 'NoneType' object has no attribute 'get'"}],"isError":true}`, rung.KindPremise},
		{"missing field: V8 on a null record", "mcp", 0, "", `{"content":[{"type":"text","text":"Cannot read properties of null (reading 'email')"}],"isError":true}`, rung.KindPremise},

		// A create whose own account of what it added is empty: every
		// item was there already.
		{"added nothing: set 60 i60-raw-mem-obs-dup (server-memory add_observations, raw JSON-RPC)", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"[\n  {\n    \"entityName\": \"Initech\",\n    \"addedObservations\": []\n  }\n]"}],"structuredContent":{"results":[{"entityName":"Initech","addedObservations":[]}]}},"jsonrpc":"2.0","id":3}`, rung.KindConflict},
		{"added nothing: server-memory add_observations for two entities, as the go-sdk client hands the result over", "mcp", 0, "", `{"content":[{"type":"text","text":"[]"}],"structuredContent":{"results":[{"entityName":"Initech","addedObservations":[]},{"entityName":"Globex","addedObservations":[]}]}}`, rung.KindConflict},
		{"added nothing: a client that keeps only the text content (TypeScript SDK content[0].text)", "mcp", 0, "", `{"content":[{"type":"text","text":"[{\"entityName\":\"Initech\",\"addedObservations\":[]}]"}]}`, rung.KindConflict},

		// A -32601 inside a tool's result: the tool's own request to this
		// client found no handler.
		{"client cannot serve: set 60 i60-ts-ev-sampling-unhandled (TypeScript client without a sampling handler, server-everything)", "mcp", 0, "", `{"content":[{"type":"text","text":"MCP error -32601: Method not found"}],"isError":true}`, rung.KindPremise},
		{"client cannot serve: the same result inside the JSON-RPC response (raw client)", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"MCP error -32601: Method not found"}],"isError":true},"jsonrpc":"2.0","id":4}`, rung.KindPremise},
		// Its boundary: the server's own -32601 to the call, and one naming a tool.
		{"client cannot serve (boundary): typescript-sdk client, a method the server does not serve (thrown, not a result)", "mcp", 0, "-32601", "McpError: MCP error -32601: Method not found", rung.KindInvalid},
		{"client cannot serve (boundary): set 24 i24-ts-ev-task-required (server's answer naming the tool)", "mcp", 0, "", `{"content":[{"type":"text","text":"MCP error -32601: Tool simulate-research-query requires task augmentation (taskSupport: 'required')"}],"isError":true}`, rung.KindInvalid},
	}
	runWordingCases(t, cases)
	// The boundary: a result that added some items, or updated or failed
	// some, is not one whose items were all present.
	for _, msg := range []string{
		`{"content":[{"type":"text","text":"[]"}],"structuredContent":{"results":[{"entityName":"Initech","addedObservations":[]},{"entityName":"Globex","addedObservations":["demo booked 2026-12-09"]}]}}`,
		`{"content":[{"type":"text","text":"{\"insertedCount\":0,\"errors\":[{\"index\":0,\"code\":11000}]}"}]}`,
		`{"content":[{"type":"text","text":"{\"insertedCount\":0,\"modifiedCount\":3}"}]}`,
	} {
		if got := Classify(Input{Protocol: "mcp", Message: msg}); got.Kind == rung.KindConflict {
			t.Errorf("added nothing (boundary): got conflict; reason %q; message %q", got.Reason, msg)
		}
	}
}

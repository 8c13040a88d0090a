package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1195 runs testdata/independent1195.jsonl, 30 failures
// of MCP over HTTP captured live (labelled before the classifier was run, 12
// tricky): server-everything in its Streamable HTTP and SSE modes and a
// go-sdk v1.8.0 server (StreamableHTTPHandler, SSEHandler, auth
// RequireBearerToken), driven by the go-sdk's streamable and SSE client
// transports, the TypeScript SDK's StreamableHTTPClientTransport and raw
// net/http, some through nginx 1.22 (timeouts, a cross-origin redirect, a
// proxy stripping Mcp-Session-Id or rewriting Accept).
//
// First run at 94b4ad38: 25/30 overall, 7/12 tricky. The classes fixed:
//   - a JSON-RPC error inside a text/event-stream answer read as an LLM
//     stream's failure (transient): it is read as the JSON-RPC error it is
//     (llm.go sseBody; the go-sdk's duplicate initialize, conflict);
//   - the go-sdk's "stream replay unsupported" and "failed to replay
//     events" read as the request's 400 (invalid): premise, as set 298's
//     "Event store not configured" (generic.go missingHead);
//   - the TypeScript SDK's "Failed to terminate session: Bad Request" for a
//     session the server no longer holds read invalid: conflict, the session
//     is already ended (mcpsession.go terminatedAlready);
//   - the go-sdk client's bare `sending "initialize": Not Acceptable` read
//     unknown: premise, the SDK's own headers were rewritten on the way
//     (mcpsession.go headerRefusal).
func TestIndependentCases1195(t *testing.T) {
	runIndependent(t, "testdata/independent1195.jsonl", true)
}

// TestGeneralise1195SSEJSONRPC holds a JSON-RPC error carried in a
// text/event-stream answer (MCP's Streamable HTTP transport answers a POST
// with one "data:" line per JSON-RPC message): it is read as the MCP preset
// reads the same error in a plain body, not as an LLM stream's failure. An
// error event with no "jsonrpc" member keeps the stream reading.
func TestGeneralise1195SSEJSONRPC(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sdk second initialize over SSE", "http", 200, "",
			"event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":0,\"message\":\"duplicate \\\"initialize\\\" received\"}}\n\n", rung.KindConflict},
		{"go-sdk second initialize over SSE, no event line", "", 200, "",
			"data: {\"jsonrpc\":\"2.0\",\"id\":3,\"error\":{\"code\":0,\"message\":\"duplicate \\\"initialize\\\" received\"}}\n\n", rung.KindConflict},
		{"typescript-sdk already initialized over SSE with an event id", "http", 200, "",
			"event: message\nid: 0c1d2e3f-w1195\ndata: {\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32600,\"message\":\"Invalid Request: Server already initialized\"},\"id\":null}\n\n", rung.KindConflict},
		// Near misses: an LLM stream's error event keeps its reading.
		{"openai stream server_error", "http", 200, "",
			"data: {\"error\":{\"message\":\"The server had an error while processing your request. Sorry about that!\",\"type\":\"server_error\",\"param\":null,\"code\":null}}\n\n", rung.KindTransient},
		{"bare error event, no jsonrpc", "http", 200, "",
			"event: message\ndata: {\"error\":{\"w1195\":true}}\n\n", rung.KindTransient},
	})
}

// TestGeneralise1195StreamReplay holds the go-sdk's refusals to resume a
// stream from a well-formed Last-Event-ID: the server keeps no event store,
// or no longer holds the events (premise, as set 298's "Event store not
// configured"). A malformed header, or one sent on a POST, stays invalid.
func TestGeneralise1195StreamReplay(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sdk no event store", "http", 400, "", "stream replay unsupported\n", rung.KindPremise},
		{"go-sdk events purged", "http", 400, "", "failed to replay events\n", rung.KindPremise},
		{"go-sdk no event store, no status", "", 0, "", "GET http://127.0.0.1:39502/mcp: 400 Bad Request: stream replay unsupported", rung.KindPremise},
		{"typescript-sdk event store not configured", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Event store not configured"},"id":null}`, rung.KindPremise},
		// Near misses: the request's own fault keeps invalid.
		{"go-sdk malformed Last-Event-ID", "http", 400, "", "malformed Last-Event-ID \"w1195-evt-17\"\n", rung.KindInvalid},
		{"go-sdk Last-Event-ID on a POST", "http", 400, "", "can't send Last-Event-ID for POST request\n", rung.KindInvalid},
	})
}

// TestGeneralise1195TerminateGone holds the TypeScript SDK transport's
// refused DELETE of a session the server no longer holds (a 404, or the 400
// some servers answer an unknown id with): the session has already ended,
// what the DELETE was for: conflict. The same refusal for want of a right,
// and the gone session met by any other request, keep their readings.
func TestGeneralise1195TerminateGone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"terminate, 400", "mcp", 400, "", "Streamable HTTP error: Failed to terminate session: Bad Request", rung.KindConflict},
		{"terminate, 404", "mcp", 404, "", "Streamable HTTP error: Failed to terminate session: Not Found", rung.KindConflict},
		{"terminate, no protocol", "", 0, "", "Error: Streamable HTTP error: Failed to terminate session: Not Found", rung.KindConflict},
		// Near misses.
		{"terminate, 403", "mcp", 403, "", "Streamable HTTP error: Failed to terminate session: Forbidden", rung.KindDenied},
		{"post on the gone session", "mcp", 400, "", `Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: No valid session ID provided"}}`, rung.KindPremise},
	})
}

// TestGeneralise1195HeaderRefusal holds the go-sdk streamable client's bare
// 406 or 415 to a request it built itself: the SDK always sends the Accept
// and Content-Type the transport requires, so the setup in the path (a
// proxy rewriting them) must change: premise. A raw request's own 406 body
// and the set 88 status-only 400 keep their readings.
func TestGeneralise1195HeaderRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sdk initialize 406", "mcp", 0, "", `calling "initialize": sending "initialize": Not Acceptable`, rung.KindPremise},
		{"go-sdk tools/call 415", "mcp", 0, "", `calling "tools/call": sending "tools/call": Unsupported Media Type`, rung.KindPremise},
		{"go-sdk 406 behind rejected by transport", "mcp", 0, "", `calling "tools/list": rejected by transport: sending "tools/list": Not Acceptable`, rung.KindPremise},
		// Near misses.
		{"raw request's own 406 body", "http", 406, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Not Acceptable: Client must accept both application/json and text/event-stream"},"id":null}`, rung.KindInvalid},
		{"set 88 status-only 400", "mcp", 0, "", `calling "tools/call": sending "tools/call": Bad Request`, rung.KindPremise},
		{"plain 415 from an API", "http", 415, "", "Unsupported Media Type", rung.KindInvalid},
	})
}

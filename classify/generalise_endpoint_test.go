package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestEndpointUnrouted holds the endpoint rule (mcphandshake.go
// endpointUnrouted): an MCP client's configured URL that the server does not
// route is premise, however the web framework words its 404, while the same
// page fetched as an HTTP API call stays a route typo (invalid), and the
// client's other refusals keep their readings.
func TestEndpointUnrouted(t *testing.T) {
	express := func(method, path string) string {
		return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Error</title>
</head>
<body>
<pre>Cannot ` + method + ` ` + path + `</pre>
</body>
</html>
`
	}
	cases := []struct {
		name     string
		protocol string
		status   int
		message  string
		want     rung.Kind
	}{
		// The TypeScript SDK's StreamableHTTPClientTransport (client/streamableHttp.js:
		// "Error POSTing to endpoint: ${text}") against an Express app at another path.
		{"ts client, Express 404 on the path", "mcp", 404, "Streamable HTTP error: Error POSTing to endpoint: " + express("POST", "/v1/mcp"), rung.KindPremise},
		{"ts client, wrapped by the agent", "mcp", 0, "connect docs: Error: Streamable HTTP error: Error POSTing to endpoint: " + express("POST", "/mcp/"), rung.KindPremise},
		{"ts client, no status passed", "mcp", 0, "Streamable HTTP error: Error POSTing to endpoint: " + express("POST", "/"), rung.KindPremise},
		// Near misses. The same Express page from a plain HTTP API call is the
		// call's route (http14-404-express-cannot-post).
		{"plain http API route typo", "http", 404, "HTTP/1.1 404 Not Found\nX-Powered-By: Express\n\n" + express("POST", "/api/v2/ordrs"), rung.KindInvalid},
		// The client's other refusals at the endpoint keep their kinds.
		{"ts client, session not found", "mcp", 404, `Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}`, rung.KindPremise},
		{"ts client, nginx 401", "mcp", 401, "Streamable HTTP error: Error POSTing to endpoint: <html>\n<head><title>401 Authorization Required</title></head>\n<body>\n<center><h1>401 Authorization Required</h1></center>\n<hr><center>nginx/1.22.1</center>\n</body>\n</html>", rung.KindDenied},
		{"ts client, nginx 502", "mcp", 502, "Streamable HTTP error: Error POSTing to endpoint: <html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway</h1></center>\n<hr><center>nginx/1.22.1</center>\n</body>\n</html>", rung.KindTransient},
		{"ts client, payload too large", "mcp", 413, `Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Payload Too Large: Request body must not exceed 4194304 bytes"},"id":null}`, rung.KindInvalid},
	}
	for _, tc := range cases {
		got := Classify(Input{Protocol: tc.protocol, Status: tc.status, Message: tc.message})
		if got.Kind != tc.want {
			t.Errorf("%s: got %s (%s), want %s", tc.name, got.Kind, got.Reason, tc.want)
		}
	}
}

package classify

import "testing"

// First run at 3df2f02a: 28/40 overall, 11/19 tricky.
// Tolerated: i1392-ts-stream-active: transient vs conflict (ruling): a 409 saying another operation on the object is active reads as one that ends by itself (httpStatus); a resumed SSE stream's other connection does close, so the wait is defensible.
// Tolerated: i1392-go-no-reg-method: denied vs premise (ruling, set 396, toolwords.go): an authorization server with no registration path this client can use means a person must provide a client id.
// Tolerated: i1392-mg-subscribe-unsupported: invalid vs premise (ruling, set 432, docs/taxonomy.md MCP rows): a server lacking resource subscriptions stays -32601's invalid, a method the client should not call.
// Tolerated: i1392-mg-logging-unsupported: transient vs premise (ruling, set 432): a server or session without logging reads as the server lacking a feature; under mcp-go's -32603 the opaque internal error's bounded retry answers first.
func TestIndependentCases1392(t *testing.T) {
	runIndependent(t, "testdata/independent1392.jsonl", true, "i1392-ts-stream-active", "i1392-go-no-reg-method", "i1392-mg-subscribe-unsupported", "i1392-mg-logging-unsupported")
}

// TestGeneralise1392MCPAuthSetup: the MCP authorization spec (basic/
// authorization) requires of the server's side what no client can supply:
// protected resource metadata naming an authorization server (RFC 9728),
// PKCE S256 and the code response type (RFC 8414). A server lacking one is
// premise (typescript-sdk client/auth.ts "Incompatible auth server: ...",
// go-sdk auth/authorization_code.go). Registration stays denied by set
// 396's ruling (a person can supply a client id), now in the go-sdk's
// words too; a metadata fetch that failed keeps its status's reading.
func TestGeneralise1392MCPAuthSetup(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ts no S256", "mcp", 0, "", "Incompatible auth server: does not support code challenge method S256", premise},
		{"ts no code response", "", 0, "", "Error: Incompatible auth server: does not support response type code", premise},
		{"go prm no as", "go", 0, "", "protected resource metadata has no authorization servers specified", premise},
		{"go prm no as wrapped", "go", 0, "", `connecting to "https://mcp.example.com/mcp": protected resource metadata has no authorization servers specified`, premise},
		// near misses
		{"dcr stays denied", "", 0, "", "Error: Incompatible auth server: does not support dynamic client registration", denied},
		{"go no registration path denied", "go", 0, "", "no configured client registration methods are supported by the authorization server", denied},
		{"mcp-go dcr denied", "go", 0, "", "server does not support dynamic client registration", denied},
		{"metadata 500 transient", "mcp", 0, "", "HTTP 500 trying to load well-known OAuth protected resource metadata.", transient},
	})
}

// TestGeneralise1392DCRErrorCodes: RFC 7591 3.2.2's registration error
// codes: invalid_client_metadata, invalid_redirect_uri and
// invalid_software_statement ask the request to be repaired (invalid);
// unapproved_software_statement refuses the client (denied). The token
// endpoint's invalid_client stays denied, and no longer matches inside
// invalid_client_metadata (python-sdk server/auth/handlers/register.py).
func TestGeneralise1392DCRErrorCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"py private_key_jwt", "http", 400, "", `{"error":"invalid_client_metadata","error_description":"grant_types must include 'authorization_code'"}`, invalid},
		{"redirect uri", "http", 400, "", `{"error":"invalid_redirect_uri","error_description":"redirect_uris must use https or loopback"}`, invalid},
		{"software statement", "http", 400, "", `{"error": "invalid_software_statement", "error_description": "signature verification failed"}`, invalid},
		{"unapproved statement", "http", 400, "", `{"error":"unapproved_software_statement","error_description":"software statement issuer is not trusted"}`, denied},
		// near misses
		{"token endpoint invalid_client", "http", 401, "", `{"error":"invalid_client","error_description":"Client authentication failed"}`, denied},
		{"bare invalid_client", "", 0, "", "oauth2: \"invalid_client\" \"client secret mismatch\"", denied},
	})
}

// TestGeneralise1392MCPSessionLapsed: a session id the server held and let
// lapse ("Not Found: Invalid or expired session ID", python-sdk
// server/streamable_http.py, under -32600) is a session gone (premise, MCP
// transports Session Management); a missing id stays the request's fault.
func TestGeneralise1392MCPSessionLapsed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"py expired 404", "http", 404, "", `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Not Found: Invalid or expired session ID"}}`, premise},
		{"py expired body only", "mcp", 0, "-32600", "Not Found: Invalid or expired session ID", premise},
		{"expired id -32000", "mcp", 0, "-32000", "Bad Request: session ID has expired", premise},
		// near misses
		{"missing id invalid", "http", 400, "", `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Bad Request: Missing session ID"}}`, invalid},
		{"plain invalid request", "mcp", 0, "-32600", "Invalid Request: Only one initialization request is allowed", invalid},
	})
}

// TestGeneralise1392MCPSessionEndRefused: a server may answer the client's
// DELETE of its session with 405 when it lets no client end sessions (MCP
// transports, Session Management): python-sdk "Method Not Allowed: Session
// termination not supported" (-32600), mcp-go "Session termination not
// allowed". Premise: drop the session, the server expires it. Another 405
// keeps the request's reading.
func TestGeneralise1392MCPSessionEndRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"py 405", "http", 405, "", `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Method Not Allowed: Session termination not supported"}}`, premise},
		{"mcp-go 405", "http", 405, "", "Session termination not allowed\n", premise},
		{"code only", "mcp", 0, "-32600", "Method Not Allowed: Session termination not supported", premise},
		// near misses
		{"other 405", "http", 405, "", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Method not allowed."},"id":null}`, invalid},
		{"mcp-go streaming 405 stays", "http", 405, "", "Method Not Allowed\n", invalid},
	})
}

// TestGeneralise1392ClientLacksUnderInvalidParams: a server refusing, as
// -32602, a request it would put to a client that never declared the
// capability (python-sdk server/validation.py "Client does not support
// sampling tools capability") is a fact about the client, premise as
// -32021, as the same words under -32600 and -32601 read. Other -32602s
// stay invalid.
func TestGeneralise1392ClientLacksUnderInvalidParams(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"py sampling tools", "mcp", 0, "-32602", "Client does not support sampling tools capability", premise},
		{"elicitation not supported by client", "mcp", 0, "-32602", "URL elicitation is not supported by the client", premise},
		// near misses
		{"wrong arg", "mcp", 0, "-32602", "Invalid arguments for tool search: limit must be at most 100", invalid},
		{"server lacks", "mcp", 0, "-32602", "Unsupported protocol version", premise},
	})
}

// TestGeneralise1392LoadShedding: a server shedding load turns requests
// away until it recovers; a client that gave up after its own retries
// ("multi-round-trip: exceeded maximum load-shedding retries (3)", go-sdk
// mcp/mrtr.go) still reads transient. Other retry caps keep theirs.
func TestGeneralise1392LoadShedding(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sdk mrtr", "go", 0, "", "multi-round-trip: exceeded maximum load-shedding retries (3)", transient},
		{"load shedding text", "", 0, "", "request rejected: server is load shedding", transient},
		// near misses
		{"mrtr retries unknown", "go", 0, "", "multi-round-trip: exceeded maximum retries (10)", unk},
	})
}

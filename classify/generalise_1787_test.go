package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1774946d: 30/34 overall, 15/18 tricky.
// Tolerated: i1787-eaddrinuse-listen: premise vs invalid (ruling): taxonomy's EADDRINUSE row reads another holder of the port as premise.
// Tolerated: i1787-tls-altname-invalid: premise vs invalid (ruling): set 40's and the Node TLS row read "does not match certificate's altnames" as configuration, premise.
// Tolerated: i1787-gunzip-truncated: premise vs ambiguous (ruling): set 40's row reads a truncated compressed file ("unexpected end of file") as premise.
func TestIndependentCases1787(t *testing.T) {
	runIndependent(t, "testdata/independent1787.jsonl", true,
		"i1787-eaddrinuse-listen", "i1787-tls-altname-invalid", "i1787-gunzip-truncated")
}

// The class: a request whose method the client's own HTTP stack refuses
// before anything is sent. undici's Request constructor (the Fetch
// standard's "If method is not a method, throw a TypeError"; "If method is
// a forbidden method, throw a TypeError") says "'X' is not a valid HTTP
// method." and "'CONNECT' HTTP method is unsupported."; node:http's
// ClientRequest throws ERR_INVALID_HTTP_TOKEN "Method must be a valid HTTP
// token [\"X\"]". The call is wrong, repair its method (Node.js 20.20.2
// live). Near misses: a server's 405 and JSON-RPC "Method not found" keep
// their own readings, Last.fm's "Invalid method signature" stays invalid by
// its code.
func TestGeneralise1787ClientMethodRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"undici invalid method", "", 0, "", "TypeError: 'BAD METHOD' is not a valid HTTP method.", rung.KindInvalid},
		{"undici invalid method bare", "", 0, "", "'GET /x' is not a valid HTTP method.", rung.KindInvalid},
		{"undici forbidden method", "", 0, "", "TypeError: 'CONNECT' HTTP method is unsupported.", rung.KindInvalid},
		{"undici trace", "", 0, "", "'TRACE' HTTP method is unsupported.", rung.KindInvalid},
		{"node http token", "", 0, "", "TypeError [ERR_INVALID_HTTP_TOKEN]: Method must be a valid HTTP token [\"GET /x\"]", rung.KindInvalid},
		{"fetch wrapped", "mcp", 0, "", "fetch failed: TypeError: 'GET\n' is not a valid HTTP method.", rung.KindInvalid},
		// near misses
		{"server 405", "http", 405, "", `{"error":"Method Not Allowed"}`, rung.KindInvalid},
		{"fetch failed other side closed", "", 0, "", "fetch failed\ncause: SocketError: other side closed (code UND_ERR_SOCKET)", rung.KindTransient},
		{"jsonrpc method not found", "jsonrpc", 0, "-32601", `{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}`, rung.KindInvalid},
	})
}

package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases298 runs held-out set 298: MCP spec and SDK protocol errors, from docs/source, labelled blind.
// First run at 75cc831: 31/35 overall, 15/19 tricky.
//
// Tolerated: i298-http-400-server-not-initialized: premise vs the "not initialized" ruling (sets 23, 41, 152; taxonomy "a not initialized refusal through an SDK client"): the raw JSON-RPC body of the transport's refusal stays invalid (a client that skipped initialize).
// Tolerated: i298-http-403-invalid-host: premise vs the allow-list ruling (taxonomy "Failures no protocol owns": a host allow-list refusal is denied) and the 403 reading: the server's DNS-rebinding allowedHosts refused the Host the client used.
func TestIndependentCases298(t *testing.T) {
	runIndependent(t, "testdata/independent298.jsonl", false)
}

// TestGeneralise298 checks the two classes set 298's misses named: an
// isError tool result whose text is an MCP client/server rendering of a
// JSON-RPC error ("MCP error -32602: ...") is read by the code it quotes
// when its words do not decide; and a component the server needs that is
// "not configured" on it is the server's configuration (premise), as "not
// enabled" is.
func TestGeneralise298(t *testing.T) {
	cases := []wordingCase{
		// A component the server needs is not configured on it.
		{"not configured: set 298 typescript-sdk resumption without an event store", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Event store not configured"},"id":null}`, rung.KindPremise},
		{"not configured: Grafana notifications.ErrSmtpNotEnabled", "", 0, "", "Notify for alerts failed: SMTP not configured, check your grafana.ini config file's [smtp] section", rung.KindPremise},
		{"not configured: a Go agent runtime's wait tool without its event store", "", 0, "", "event store not configured", rung.KindPremise},
		{"not configured: a NestJS audit endpoint without its store, under a 400", "http", 400, "", `{"error":"Event store not configured. Set DATABASE_URL."}`, rung.KindPremise},
		{"not configured: a Go scheduler, wrapped", "", 0, "", "emit event: automation scheduler not configured", rung.KindPremise},
		// Near misses: a request wrong in itself, or refused by a status that decides.
		{"near miss: the header the request lacks (set 298)", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Mcp-Session-Id header is required"},"id":null}`, rung.KindInvalid},
		{"near miss: an unsupported protocol version header (set 298)", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Unsupported protocol version: 2024-10-06 (supported versions: 2025-11-25, 2025-06-18)"},"id":null}`, rung.KindInvalid},
		{"near miss: Authentication not configured under a 401", "http", 401, "", `{"error":"Authentication not configured"}`, rung.KindDenied},
	}
	runWordingCases(t, cases)
}

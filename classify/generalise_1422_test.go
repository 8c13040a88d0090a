package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d3588724: 29/34 overall, 12/15 tricky.
// Fixed: i1422-h2c-bogus-preface-log (goerr.go bogus greeting; TestGeneralise1422HTTP2BogusPreface), i1422-ws-coder-1008-policy (brokerwords.go wsPolicyLapsed; TestGeneralise1422WebSocketPolicyRefusal).
// Probed past the set: gorilla's Upgrader refusals read premise ("not found") or invalid ("not allowed") by guess; now wsUpgraderWords (TestGeneralise1422GorillaUpgraderRefusal).
// Tolerated: i1422-h2-rst-protocol-error: transient vs invalid (ruling, docs/taxonomy.md sets 242 and 1357: a bare "stream error ...; received from peer", PROTOCOL_ERROR included, stays transient): this set read a peer's PROTOCOL_ERROR reset as a malformed request, which the stream error alone does not prove.
// Tolerated: i1422-h2-http11-required: premise vs invalid (ruling, goerr.go and docs/taxonomy.md sets 242 and 271: HTTP_1_1_REQUIRED is premise, the client's transport must change, which no argument of the call does).
// Passes since the lead's revision after set 1422: i1422-h2-goaway-calm-pings: Go's GoAwayError with debug="too_many_pings" reads transient (five blind labels, none other).
func TestIndependentCases1422(t *testing.T) {
	runIndependent(t, "testdata/independent1422.jsonl", true, "i1422-h2-rst-protocol-error", "i1422-h2-http11-required")
}

// TestGeneralise1422HTTP2BogusPreface holds Go's HTTP/2 server log line
// for a connection that did not open with the HTTP/2 preface ("bogus
// greeting", net/http h2_bundle.go and x/net/http2 server.go): an HTTP/1
// or plain-text client on an HTTP/2 (h2c prior-knowledge) port, repaired
// by speaking the port's protocol: invalid. Near misses: a preface that
// times out or ends in EOF is the client's timing, transient.
func TestGeneralise1422HTTP2BogusPreface(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"h2c http1 greeting", "go", 0, "", `http2: server: error reading preface from client 127.0.0.1:51234: bogus greeting "POST /rpc HTTP/1.1\r\nHost: a"`, rung.KindInvalid},
		{"h2 log no protocol", "", 0, "", `http2: server: error reading preface from client 10.0.0.7:40022: bogus greeting "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03"`, rung.KindInvalid},
		// Near misses.
		{"preface timeout", "go", 0, "", "http2: server: error reading preface from client 127.0.0.1:51234: timeout waiting for client preface", rung.KindTransient},
		{"preface eof", "go", 0, "", "http2: server: error reading preface from client 127.0.0.1:51234: EOF", rung.KindTransient},
	})
}

// TestGeneralise1422WebSocketPolicyRefusal holds a WebSocket close 1008
// (policy violation, RFC 6455 7.4.1) whose reason refuses what the
// caller's key, token, account, user or role may do, in coder/websocket's,
// gorilla's and Python websockets' renderings: the policy is an authority
// the caller lacks, denied. Near misses: a 1008 with no reason stays
// unknown (set 1199), a refusal about the data with no holder of
// authority ("binary frames not allowed") keeps its invalid, and a
// reason that names a missing room keeps premise.
func TestGeneralise1422WebSocketPolicyRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"coder 1008 key", "websocket", 0, "1008", `failed to get reader: received close frame: status = StatusPolicyViolation and reason = "subscription not permitted for this API key"`, rung.KindDenied},
		{"coder 1008 role", "", 0, "", `failed to get reader: received close frame: status = StatusPolicyViolation and reason = "channel ops forbidden for role viewer"`, rung.KindDenied},
		{"gorilla 1008 plan", "go", 0, "", "websocket: close 1008 (policy violation): streaming not allowed for this token", rung.KindDenied},
		{"python 1008 user", "", 0, "", "received 1008 (policy violation) user w1422-u3 is not authorized for this topic; then sent 1008 (policy violation) user w1422-u3 is not authorized for this topic", rung.KindDenied},
		// Near misses.
		{"coder 1008 empty", "", 0, "", `failed to get reader: received close frame: status = StatusPolicyViolation and reason = ""`, rung.KindUnknown},
		{"gorilla 1008 binary", "go", 0, "", "websocket: close 1008 (policy violation): binary frames not allowed", rung.KindInvalid},
		{"coder 4003 room missing", "", 0, "", `failed to get reader: received close frame: status = StatusPolicyViolation and reason = "room w1422-r1 not found"`, rung.KindPremise},
	})
}

// TestGeneralise1422GorillaUpgraderRefusal holds gorilla/websocket's
// Upgrader refusals (server.go returnError): a request that is not a
// WebSocket handshake (Connection or Upgrade token missing, not GET, no
// version 13, a bad Sec-WebSocket-Key) is invalid, as coder/websocket's
// 426 reads; CheckOrigin's refusal is denied, as coder's "request Origin
// ... is not authorized". Near misses: coder's Connection "close" (a
// proxy's default) keeps premise (set 1199), and a bare "websocket: bad
// handshake" (the client's side, no status) stays unknown.
func TestGeneralise1422GorillaUpgraderRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gorilla no upgrade token", "go", 0, "", "websocket: the client is not using the websocket protocol: 'upgrade' token not found in 'Connection' header", rung.KindInvalid},
		{"gorilla no websocket token", "", 0, "", "websocket: the client is not using the websocket protocol: 'websocket' token not found in 'Upgrade' header", rung.KindInvalid},
		{"gorilla not GET", "go", 0, "", "upgrade /ws: websocket: the client is not using the websocket protocol: request method is not GET", rung.KindInvalid},
		{"gorilla version", "go", 0, "", "websocket: unsupported version: 13 not found in 'Sec-Websocket-Version' header", rung.KindInvalid},
		{"gorilla key", "go", 0, "", "websocket: not a websocket handshake: 'Sec-WebSocket-Key' header must be Base64 encoded value of 16-byte in length", rung.KindInvalid},
		{"gorilla origin", "go", 0, "", "websocket: request origin not allowed by Upgrader.CheckOrigin", rung.KindDenied},
		// Near misses.
		{"coder connection close", "http", 426, "", "WebSocket protocol violation: Connection header \"close\" does not contain Upgrade\n", rung.KindPremise},
		{"gorilla bad handshake bare", "go", 0, "", "websocket: bad handshake", rung.KindUnknown},
		{"coder origin", "go", 0, "", `failed to accept WebSocket connection: request Origin "evil.example.net" is not authorized for Host "127.0.0.1:32203"`, rung.KindDenied},
	})
}

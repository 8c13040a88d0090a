package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b26d571c: 26/36 overall, 9/17 tricky.
func TestIndependentCases1365(t *testing.T) {
	runIndependent(t, "testdata/independent1365.jsonl", false)
}

// TestGeneralise1365ProxyUpgradeHTTP10 holds coder/websocket's handshake
// refusal of a request that reached it as HTTP/1.0 (nginx's default
// proxy_http_version): a WebSocket client sends HTTP/1.1, so a proxy in
// front downgraded it and the route lacks its WebSocket setup, premise, as
// set 1199's Connection "close". Near misses: another version a client
// itself sent and a bare 426 keep invalid.
func TestGeneralise1365ProxyUpgradeHTTP10(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"426 body", "http", 426, "", "WebSocket protocol violation: handshake request must be at least HTTP/1.1: \"HTTP/1.0\"\n", rung.KindPremise},
		{"no status", "", 0, "", `failed to accept WebSocket connection: WebSocket protocol violation: handshake request must be at least HTTP/1.1: "HTTP/1.0"`, rung.KindPremise},
		// Near misses.
		{"http/0.9", "http", 426, "", "WebSocket protocol violation: handshake request must be at least HTTP/1.1: \"HTTP/0.9\"\n", rung.KindInvalid},
		{"bare 426", "http", 426, "", "Upgrade Required", rung.KindInvalid},
	})
}

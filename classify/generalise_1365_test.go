package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b26d571c: 26/36 overall, 9/17 tricky.
//
// i1365-static-if-match-412 and i1365-static-range-416 missed on the first run (unknown) and pass since the lead's reader of a status quoted by curl or wget (clienttext.go cliQuotedStatus).
// Tolerated: i1365-auth-service-down-500: transient vs unknown (the 500 row of the status table: a 500 reads transient unless its body names a cause): wget's bare "ERROR 500: Internal Server Error." names none, though nginx's own 500 comes from configuration faults.
// Tolerated: i1365-secure-link-expired-410: denied vs premise (the 410 signed-link ruling): an expired nginx secure_link, read through wget's quoted status since the lead's exec-status reader; labelled premise before the ruling was read.
// Tolerated: i1365-dav-mkcol-missing-parent-409: conflict vs premise (set 44's WebDAV ruling: the method must be named before the path): the bare nginx 409 page does not name MKCOL.
// Tolerated: i1365-go-return-444-eof: transient vs unknown (the io.EOF row: transient): nginx's return 444 drop and a crash look the same.
// Tolerated: i1365-grpc-to-static-h2-host: invalid vs premise (gRPC code over quoted status: UNIMPLEMENTED is invalid): the host is a static h2 server, not the service.
// Tolerated: i1365-websocket-dial-426: invalid vs premise (the 426 row and set 1199's bare-426 near miss): coder/websocket's dial text names no cause.
// Tolerated: i1365-go-http1-to-h2-only-port: invalid vs premise (the h2c SETTINGS-frame ruling after sets 588 and 589): call it with prior knowledge.
func TestIndependentCases1365(t *testing.T) {
	runIndependent(t, "testdata/independent1365.jsonl", true,
		"i1365-auth-service-down-500",
		"i1365-secure-link-expired-410", "i1365-dav-mkcol-missing-parent-409", "i1365-go-return-444-eof",
		"i1365-grpc-to-static-h2-host", "i1365-websocket-dial-426", "i1365-go-http1-to-h2-only-port")
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

// TestGeneralise1365CLIQuotedStatus holds the HTTP status a command-line
// client quotes under an exec tool's exit status (clienttext.go
// cliQuotedStatus): libcurl's "The requested URL returned error: NNN"
// (curl --fail, git over HTTPS) and wget's "ERROR NNN: Reason.", read as
// that status with the text; with near misses (a curl transport failure,
// a four-digit or non-HTTP number after ERROR) that keep their old kind.
func TestGeneralise1365CLIQuotedStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "w1365-q1", protocol: "exec", status: 22, msg: "curl: (22) The requested URL returned error: 409", want: rung.KindConflict},
		{name: "w1365-q2", protocol: "exec", status: 22, msg: "curl: (22) The requested URL returned error: 429", want: rung.KindTransient},
		{name: "w1365-q3", protocol: "exec", status: 8, msg: "--2026-12-06 04:10:00--  http://127.0.0.1:36500/w1365/x\nConnecting to 127.0.0.1:36500... connected.\nHTTP request sent, awaiting response... 422 Unprocessable Entity\n2026-12-06 04:10:00 ERROR 422: Unprocessable Entity.", want: rung.KindInvalid},
		{name: "w1365-q4", protocol: "exec", status: 8, msg: "HTTP request sent, awaiting response... 412 Precondition Failed\n2026-12-06 04:10:01 ERROR 412: Precondition Failed.", want: rung.KindPremise},
		{name: "w1365-q5", protocol: "exec", status: 128, msg: "fatal: unable to access 'https://git.w1365.test/team/app.git/': The requested URL returned error: 401", want: rung.KindDenied},
		{name: "w1365-q6", msg: "curl: (22) The requested URL returned error: 416", want: rung.KindInvalid},
		// Near misses: a transport failure, and numbers that are no
		// status, keep their old kind.
		{name: "w1365-q7", protocol: "exec", status: 7, msg: "curl: (7) Failed to connect to 127.0.0.1 port 36509 after 0 ms: Couldn't connect to server", want: rung.KindTransient},
		{name: "w1365-q8", protocol: "exec", status: 1, msg: "ERROR 1045 (28000): Access denied for user 'w1365'@'localhost' (using password: YES)", want: rung.KindDenied},
		{name: "w1365-q9", protocol: "exec", status: 1, msg: "build step failed: ERROR 7: no such target w1365-app", want: rung.KindPremise},
	})
}

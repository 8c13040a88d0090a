package classify

import "testing"

// First run at 2ea98e10: 30/34 overall, 5/9 tricky.
// Tolerated: i1481-ws-coder-write-after-close: transient vs premise (ruling: goerr.go "use of closed network connection" reads as a closed connection, transient; set 775 tolerated coder's same write-after-close so): the Conn is gone and must be redialled, which the ruling counts as reconnect-and-retry.
// Tolerated: i1481-grpc-plaintext-client-to-tls-backend: transient vs invalid (one-off): grpc-go's "error reading server preface: EOF" names no cause; the same EOF comes from a server that closes the connection while restarting or shedding load, so only the capture knows it was plaintext against TLS.
func TestIndependentCases1481(t *testing.T) {
	runIndependent(t, "testdata/independent1481.jsonl", true, "i1481-ws-coder-write-after-close", "i1481-grpc-plaintext-client-to-tls-backend")
}

// TestGeneralise1481WebSocketHandshake2xx: a WebSocket client whose
// opening handshake got a status other than 101 quotes it (coder/websocket
// "expected handshake response status code 101 but got N", Node ws
// "Unexpected server response: N", Python websockets' InvalidStatus,
// websocket-client's "Handshake status N"). RFC 6455 4.1: a non-101 is
// handled as HTTP, so a 2xx means the URL answered as a plain resource and
// will never switch protocols: premise. A 4xx or 5xx keeps its status's
// reading; a 3xx and gorilla's bare "bad handshake" keep theirs.
func TestGeneralise1481WebSocketHandshake2xx(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"coder 200", "go", 200, "", "failed to WebSocket dial: expected handshake response status code 101 but got 200", premise},
		{"coder 204 no status", "go", 0, "", "failed to WebSocket dial: expected handshake response status code 101 but got 204", premise},
		{"coder 200 no protocol", "", 0, "", "failed to WebSocket dial: expected handshake response status code 101 but got 200", premise},
		{"node ws 200", "exec", 1, "", "Error: Unexpected server response: 200", premise},
		{"python websockets 200", "", 0, "", "websockets.exceptions.InvalidStatus: server rejected WebSocket connection: HTTP 200", premise},
		{"websocket-client 200", "", 0, "", "Handshake status 200 OK -+-+- {'content-type': 'text/html'} -+-+- b''", premise},
		// Near misses: an error status keeps its own reading.
		{"coder 502", "go", 0, "", "failed to WebSocket dial: expected handshake response status code 101 but got 502", transient},
		{"coder 403", "go", 0, "", "failed to WebSocket dial: expected handshake response status code 101 but got 403", denied},
		{"coder 404", "go", 0, "", "failed to WebSocket dial: expected handshake response status code 101 but got 404", premise},
		{"node ws 429", "", 429, "", "Error: Unexpected server response: 429", transient},
		{"node ws 404", "", 0, "", "Error: Unexpected server response: 404", premise},
		{"node ws 401", "", 0, "", "Error: Unexpected server response: 401", denied},
		{"gorilla bare", "go", 0, "", "websocket: bad handshake", unk},
		{"close 1013 not a handshake", "go", 0, "", "websocket: close 1013", transient},
	})
}

// TestGeneralise1481GRPCGoAwayCalm: grpc-go's words for a connection the
// server ended with GOAWAY ENHANCE_YOUR_CALM ("received prior goaway:
// code: ENHANCE_YOUR_CALM"). Without the keepalive policy's debug data
// "too_many_pings" it is nginx's refusal of a header field over
// large_client_header_buffers (ngx_http_v2.c "client sent too large header
// field", captured live in set 1481) or a reset flood: invalid, as Go's
// GoAwayError with debug="" (sets 47, 90). too_many_pings, a graceful
// GOAWAY (NO_ERROR) and a stream reset stay transient.
func TestGeneralise1481GRPCGoAwayCalm(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grpc-go calm no debug", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = closing transport due to: connection error: desc = "error reading from server: EOF", received prior goaway: code: ENHANCE_YOUR_CALM`, invalid},
		{"grpc-go calm early resets", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = closing transport due to: connection error: desc = "error reading from server: EOF", received prior goaway: code: ENHANCE_YOUR_CALM, debug data: "too_many_early_resets"`, invalid},
		{"grpc-go calm no protocol", "", 0, "", `rpc error: code = Unavailable desc = closing transport due to: connection error: desc = "error reading from server: EOF", received prior goaway: code: ENHANCE_YOUR_CALM`, invalid},
		// Near misses.
		{"grpc-go too_many_pings", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = closing transport due to: connection error: desc = "error reading from server: EOF", received prior goaway: code: ENHANCE_YOUR_CALM, debug data: "too_many_pings"`, transient},
		{"grpc-go graceful goaway", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = closing transport due to: connection error: desc = "error reading from server: EOF", received prior goaway: code: NO_ERROR`, transient},
		{"grpc-go draining", "grpc", 0, "Unavailable", "rpc error: code = Unavailable desc = the connection is draining", transient},
		{"grpc-go stream reset", "grpc", 0, "Internal", "rpc error: code = Internal desc = stream terminated by RST_STREAM with error code: INTERNAL_ERROR", transient},
	})
}

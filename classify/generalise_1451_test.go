package classify

import "testing"

// First run at f328a4d4: 27/34 overall, 9/15 tricky.
// Tolerated: i1451-gorilla-bad-handshake-no-upgrade: unknown vs premise (set 1422's ruling, TestGeneralise1422GorillaUpgraderRefusal: a bare "websocket: bad handshake" stays unknown): the client's text names no status or cause.
// Tolerated: i1451-coder-dial-400-no-upgrade: invalid vs premise (the quoted-status reading, as set 1365's tolerated 426 dial): coder/websocket's "expected handshake response status code 101 but got 400" names no cause, and a server's 400 to a handshake may be its own check of the URL's parameters.
// Tolerated: i1451-nginx-post-header-timeout: transient vs ambiguous (ruling: the nginx error_log row and the lost-POST row, sets 19, 339, 1414 and 1434): a POST whose upstream timed out reads transient, a retry going behind an idempotency key.
// Tolerated: i1451-nginx-post-premature-close-header: transient vs ambiguous (ruling: as i1451-nginx-post-header-timeout): "upstream prematurely closed connection" is listed transient in nginxWords.
func TestIndependentCases1451(t *testing.T) {
	runIndependent(t, "testdata/independent1451.jsonl", true, "i1451-gorilla-bad-handshake-no-upgrade", "i1451-coder-dial-400-no-upgrade", "i1451-nginx-post-header-timeout", "i1451-nginx-post-premature-close-header")
}

// TestGeneralise1451HTTP2Preface holds an HTTP/2 server's refusal of a
// client that sent no HTTP/2 connection preface (RFC 9113 3.4): nginx's
// ngx_http_v2 "invalid connection preface" on a cleartext "listen ...
// http2" port (captured live, nginx 1.22.1), in its error_log line or
// alone. The client spoke HTTP/1.1 to a prior-knowledge HTTP/2 port:
// invalid, not go-sql-driver/mysql's "invalid connection" (a pooled
// connection that died, transient), which stays as it was.
func TestGeneralise1451HTTP2Preface(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nginx preface log", "nginx", 0, "", `2026/12/06 09:11:02 [info] 812#812: *77 invalid connection preface while processing HTTP/2 connection, client: 10.0.0.9, server: 0.0.0.0:8080`, invalid},
		{"nginx preface bare", "", 0, "", "invalid connection preface while processing HTTP/2 connection", invalid},
		{"nginx http2 preface", "nginx", 0, "", `2026/12/06 09:11:02 [info] 812#812: *78 invalid http2 connection preface while processing HTTP/2 connection, client: 10.0.0.9, server: 0.0.0.0:8080`, invalid},
		// Near misses.
		{"mysql invalid connection", "go", 0, "", "invalid connection", transient},
		{"mysql driver invalid connection", "go", 0, "", "[mysql] 2026/12/06 09:11:02 packets.go:58: unexpected EOF\ninvalid connection", transient},
		{"pg invalid connection string", "go", 0, "", "cannot parse `host=x port=y`: invalid connection string", invalid},
	})
}

// TestGeneralise1451BodyTooLarge holds nginx's refusal of a request body
// over client_max_body_size (ngx_http_request_body.c, answered 413): "client
// intended to send too large body: N bytes" from the Content-Length, and
// "too large chunked body: N+M bytes" counted as a streamed body arrives,
// logged "while sending request to upstream" when proxy_request_buffering
// is off (captured live, nginx 1.22.1). The upload is too big for the
// endpoint: invalid, not the upstream's moment. Near misses: the upstream's
// own failures in the same phase keep their readings.
func TestGeneralise1451BodyTooLarge(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"chunked while sending", "nginx", 0, "", `2026/12/06 09:12:00 [error] 31#31: *5 client intended to send too large chunked body: 1048576+8192 bytes while sending request to upstream, client: 10.1.2.3, server: api.example.org, request: "PUT /v1/blobs/x HTTP/1.1", upstream: "http://10.1.2.9:9000/v1/blobs/x", host: "api.example.org"`, invalid},
		{"chunked no upstream", "nginx", 0, "", `2026/12/06 09:12:00 [error] 31#31: *6 client intended to send too large chunked body: 2048+512 bytes, client: 10.1.2.3, server: _, request: "POST /upload HTTP/1.1", host: "files.example.org"`, invalid},
		{"content-length", "", 0, "", `2026/12/06 09:12:00 [error] 31#31: *7 client intended to send too large body: 10485761 bytes, client: 10.1.2.3, server: _, request: "POST /v1/import HTTP/2.0", host: "files.example.org"`, invalid},
		// Near misses.
		{"upstream reset while sending", "nginx", 0, "", `2026/12/06 09:12:00 [error] 31#31: *8 writev() failed (104: Connection reset by peer) while sending request to upstream, client: 10.1.2.3, server: _, request: "PUT /v1/blobs/y HTTP/1.1", upstream: "http://10.1.2.9:9000/v1/blobs/y", host: "api.example.org"`, transient},
		{"too big header", "nginx", 0, "", `2026/12/06 09:12:00 [error] 31#31: *9 upstream sent too big header while reading response header from upstream, client: 10.1.2.3, server: _, request: "GET /me HTTP/1.1", upstream: "http://10.1.2.9:9000/me", host: "api.example.org"`, premise},
	})
}

// TestGeneralise1451EmptyTwoXX holds a 2xx handed on as a failure with no
// body at all (nginx serving an X-Accel-Redirect to a zero-byte file
// answers 200 with Content-Length: 0, captured live): the call ran and
// answered nothing, ambiguous, as the taxonomy's empty-2xx row. Near
// misses: an empty 202 (accepted, not ready: transient), 502, 504 and
// 401 keep their statuses' readings.
func TestGeneralise1451EmptyTwoXX(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"200 empty", "http", 200, "", "", ambiguous},
		{"200 whitespace", "http", 200, "", "\r\n", ambiguous},
		{"204 empty", "http", 204, "", "", ambiguous},
		// Near misses: a 202's own reading (accepted, not ready yet).
		{"202 empty", "http", 202, "", "", transient},
		{"502 empty", "http", 502, "", "", transient},
		{"504 empty", "http", 504, "", "", transient},
		{"401 empty", "http", 401, "", "", denied},
	})
}

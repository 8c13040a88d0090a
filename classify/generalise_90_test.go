package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases90 runs testdata/independent90.jsonl, a ninetieth
// held-out set, captured live: nginx 1.22 (its own instance) in front of Go
// net/http upstreams, as a Go agent's HTTP client meets it: limit_req (429
// and the default 503) and limit_conn, auth_request (401, 403, the auth
// service down), proxy_next_upstream exhausting a group, proxy_read_timeout
// and proxy_connect_timeout, an upstream that resets, closes early, sends a
// 16 KB header or a status line that is no HTTP, gzip'd bodies that are not
// gzip or are cut short, HTTP/2 with a header over
// large_client_header_buffers, ssl_verify_client (no certificate, a
// self-signed one), a redirect loop and a rewrite cycle, geo/map and
// allow/deny refusals, 414, 400 "Request Header Or Cookie Too Large", 413,
// 405, 416, a stalled POST body (client_body_timeout), and the error_log
// lines an operations agent reads; labelled from nginx's docs and sources
// and Go's before the classifier was run; 16 of the 35 lines are tricky.
// First run (HEAD 9d4baf9): 30/35, tricky 11/16.
//
// Fixed by class: a server that ends the HTTP/2 connection with
// ENHANCE_YOUR_CALM refuses what the client sent (invalid), in Go's,
// hyper's, python h2's and Node's words (goerr.go; it also turned set 47's
// tolerated i47-go-h2-goaway-enhance-your-calm right).
//
// The other four misses are tolerated: each is a label the earlier sets
// and the sample decide the other way for the same text, and the
// classifier follows them (no relabelling after the first run):
//   - i90-malformed-upstream-status: nginx relayed an upstream's broken
//     status line; Go's "malformed HTTP status code" is read as a port that
//     speaks another protocol (invalid, sets 24, 79, 85), and the text
//     cannot tell the two apart.
//   - i90-gzip-invalid-header: first-run miss, right since the
//     bare-decompression ruling (goerr.go bareDecompressFault).
//   - i90-gzip-truncated and i90-client-body-timeout-post: a bare
//     "unexpected EOF" and `Post "...": EOF` are dropped connections
//     (transient) in the sample (go-http-post-eof, go-eof) and set 21;
//     only a protocol that shows the write (sets 86, 89) makes them
//     ambiguous.
func TestIndependentCases90(t *testing.T) {
	runIndependent(t, "testdata/independent90.jsonl", true,
		"i90-malformed-upstream-status",
		"i90-gzip-truncated",
		"i90-client-body-timeout-post")
}

// TestGeneralise90 checks three classes next to set 90's lines, each of which
// had no verdict in some program's words: a server that ended the HTTP/2
// connection (GOAWAY) is a dropped connection, in Go's words and now in
// python-hyper h2's (ConnectionTerminated's repr, which httpx and httpcore
// raise; h2 events.py) and Node's (ERR_HTTP2_SESSION_ERROR "Session closed
// with error code %s", lib/internal/errors.js); and a web server at its own
// connection cap (nginx worker_connections, Apache MaxRequestWorkers) waits
// as a database's does; and nginx's 401 reason phrase "Authorization
// Required", read without the status, and a credential named as a
// requirement ("x-api-key header is required", "Authorization header is
// required") are a missing credential (they read as a missing argument);
// with the neighbours that keep their kinds.
func TestGeneralise90(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Go x/net/http2 GoAwayError (transport_common.go), a graceful drain.
		{"go goaway no_error", "", 0, "", `Post "https://api.example.com/v1/x": http2: server sent GOAWAY and closed the connection; LastStreamID=1, ErrCode=NO_ERROR, debug=""`, rung.KindTransient},
		// python-hyper h2 ConnectionTerminated.__repr__, through httpx.
		{"python h2 goaway no_error", "", 0, "", "<ConnectionTerminated error_code:0, last_stream_id:19999, additional_data:None>", rung.KindTransient},
		{"python h2 goaway protocol_error", "", 0, "", "httpx.RemoteProtocolError: <ConnectionTerminated error_code:1, last_stream_id:107, additional_data:None>", rung.KindTransient},
		{"python h2 goaway by name", "", 0, "", "<ConnectionTerminated error_code:ErrorCodes.INTERNAL_ERROR, last_stream_id:3, additional_data:None>", rung.KindTransient},
		// Node http2 client session, a GOAWAY with INTERNAL_ERROR (2).
		{"node goaway internal_error", "", 0, "", "Error [ERR_HTTP2_SESSION_ERROR]: Session closed with error code 2", rung.KindTransient},
		{"node goaway by name", "", 0, "", "Session closed with error code NGHTTP2_INTERNAL_ERROR", rung.KindTransient},
		// hyperium/h2 through reqwest: a remote GOAWAY without an error.
		{"hyper goaway no_error", "", 0, "", "error sending request for url (https://example.com/v1/items): http2 error: connection error received: not a result of an error", rung.KindTransient},
		// The server ending the connection with ENHANCE_YOUR_CALM: set 90's
		// line (nginx, a header over large_client_header_buffers) and the
		// same GOAWAY in other clients' words.
		{"go goaway enhance_your_calm (set 90)", "", 0, "", `Get "https://localhost:57902/": http2: server sent GOAWAY and closed the connection; LastStreamID=1, ErrCode=ENHANCE_YOUR_CALM, debug=""`, rung.KindInvalid},
		{"go goaway enhance_your_calm, go protocol", "go", 0, "", `Get "https://localhost:57902/": http2: server sent GOAWAY and closed the connection; LastStreamID=1, ErrCode=ENHANCE_YOUR_CALM, debug=""`, rung.KindInvalid},
		// hyperium/h2 proto::Error::GoAway (remote), Reason::ENHANCE_YOUR_CALM
		// described "detected excessive load generating behavior", via reqwest.
		{"hyper goaway enhance_your_calm", "", 0, "", "error sending request for url (https://example.com/v1/items): http2 error: connection error received: detected excessive load generating behavior", rung.KindInvalid},
		// python-hyper h2 ConnectionTerminated through httpx (Python 3.11+
		// prints the IntEnum as 11; earlier ones by name).
		{"python h2 goaway enhance_your_calm", "", 0, "", "httpx.RemoteProtocolError: <ConnectionTerminated error_code:11, last_stream_id:1, additional_data:None>", rung.KindInvalid},
		{"python h2 goaway enhance_your_calm by name", "", 0, "", "<ConnectionTerminated error_code:ErrorCodes.ENHANCE_YOUR_CALM, last_stream_id:1, additional_data:None>", rung.KindInvalid},
		// Node http2 (lib/internal/http2/core.js on a GOAWAY with a code).
		{"node goaway enhance_your_calm", "", 0, "", "Error [ERR_HTTP2_SESSION_ERROR]: Session closed with error code 11", rung.KindInvalid},
		// hyper's own client detecting the server's flood is not the
		// server's refusal of this client: it keeps the connection words.
		{"hyper local detection", "", 0, "", `error sending request for url (https://example.com/v1/items): http2 error: connection error detected: detected excessive load generating behavior (b"too_many_data_frames")`, rung.KindTransient},
		// hyper's remote stream reset with the code, as Go's stream error.
		{"hyper stream enhance_your_calm", "", 0, "", "error sending request for url (https://example.com/v1/items): http2 error: stream error received: detected excessive load generating behavior", rung.KindTransient},
		// Neighbours that keep their kinds: a stream reset with
		// ENHANCE_YOUR_CALM (the sample's go-http2-enhance-your-calm) and
		// gRPC's too_many_pings GOAWAY, after which grpc-go doubles its
		// keepalive time (clientconn.go adjustParams).
		{"go stream enhance_your_calm", "", 0, "", `Post "https://api.example.com/v1/events": stream error: stream ID 7; ENHANCE_YOUR_CALM; received from peer`, rung.KindTransient},
		{"grpc too_many_pings", "grpc", 0, "", `rpc error: code = Unavailable desc = closing transport due to: connection error: desc = "error reading from server: EOF", received prior goaway: code: ENHANCE_YOUR_CALM, debug data: "too_many_pings"`, rung.KindTransient},
		{"grpc too_many_pings no protocol", "", 0, "", `rpc error: code = Unavailable desc = closing transport due to: connection error: desc = "error reading from server: EOF", received prior goaway: code: ENHANCE_YOUR_CALM, debug data: "too_many_pings"`, rung.KindTransient},
		// A web server at its own connection cap, as its error log says it:
		// the requests it drops meanwhile succeed once other clients leave,
		// as MySQL 1040 and PostgreSQL 53300 (worldstate.go). nginx
		// ngx_connection.c ngx_get_connection "%ui worker_connections are not
		// enough"; Apache httpd mpm event/worker AH00484 and prefork AH00161.
		{"nginx worker_connections are not enough", "", 0, "", "2026/12/02 12:01:02 [alert] 7968#7968: 256 worker_connections are not enough", rung.KindTransient},
		{"apache event maxrequestworkers", "", 0, "", "[Wed Dec 02 12:01:02.123456 2026] [mpm_event:error] [pid 1234:tid 5678] AH00484: server reached MaxRequestWorkers setting, consider raising the MaxRequestWorkers setting", rung.KindTransient},
		{"apache prefork maxrequestworkers", "", 0, "", "[Wed Dec 02 12:01:02.123456 2026] [mpm_prefork:error] [pid 1234] AH00161: server reached MaxRequestWorkers setting, consider raising the MaxRequestWorkers setting", rung.KindTransient},
		{"mysql too many connections", "", 0, "", "Error 1040 (08004): Too many connections", rung.KindTransient},
		{"postgres too many clients", "postgres", 0, "53300", "FATAL: sorry, too many clients already (SQLSTATE 53300)", rung.KindTransient},
		// The directive in a configuration nginx refuses stays the file's.
		{"nginx worker_connections misplaced", "", 0, "", `nginx: [emerg] "worker_connections" directive is not allowed here in /etc/nginx/nginx.conf:3`, rung.KindInvalid},
		// nginx's 401 page read without its status (a tool that hands on
		// only the body): the reason phrase "Authorization Required"
		// (ngx_http_special_response.c) names a missing credential, not a
		// missing argument; Apache httpd 2.2's status line says the same
		// ("HTTP/1.1 401 Authorization Required", modules/http/http_protocol.c
		// status_lines) and WSGI apps reuse it.
		{"nginx 401 page without status", "", 0, "", "<html>\r\n<head><title>401 Authorization Required</title></head>\r\n<body>\r\n<center><h1>401 Authorization Required</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n", rung.KindDenied},
		{"apache 2.2 reason phrase quoted by a tool", "", 0, "", "server answered: 401 Authorization Required", rung.KindDenied},
		{"wsgi authorization required", "", 0, "", "Authorization required", rung.KindDenied},
		// The same want of a credential named as a requirement: Anthropic's
		// 401 authentication_error "x-api-key header is required", Gin, Echo
		// and Express middleware's "Authorization header is required", a
		// gateway's "API key required", "bearer token is required".
		{"anthropic x-api-key header is required", "", 0, "", "x-api-key header is required", rung.KindDenied},
		{"anthropic body under invalid_request_error", "anthropic", 400, "", `{"type":"error","error":{"type":"invalid_request_error","message":"x-api-key header is required"}}`, rung.KindDenied},
		{"gin authorization header is required", "", 0, "", `{"error":"Authorization header is required","code":"AUTH_HEADER_MISSING"}`, rung.KindDenied},
		{"express authorization header required at 400", "http", 400, "", `{"error":"Authorization header required"}`, rung.KindDenied},
		{"gateway api key required", "", 0, "", "API key required", rung.KindDenied},
		{"bearer token is required", "", 0, "", "bearer token is required", rung.KindDenied},
		// Neighbours: a header that is no credential, a malformed one, and
		// other "... Required" phrases keep their kinds.
		{"anthropic-version header is required", "", 0, "", "anthropic-version header is required", rung.KindInvalid},
		{"openai missing model", "", 0, "", "Missing required parameter: 'model'.", rung.KindInvalid},
		{"nginx 411 page without status", "", 0, "", "<html>\r\n<head><title>411 Length Required</title></head>\r\n<body>\r\n<center><h1>411 Length Required</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n", rung.KindInvalid},
		{"nginx 402 page without status", "", 0, "", "<html>\r\n<head><title>402 Payment Required</title></head>\r\n<body>\r\n<center><h1>402 Payment Required</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n", rung.KindPremise},
		{"a required field", "", 0, "", `validation failed: field "name" is required`, rung.KindInvalid},
	})
}

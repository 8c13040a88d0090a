package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 2c89b681: 29/36 overall, 11/18 tricky.
//
// Tolerated: i1357-go-tls-no-ip-sans-haproxy: premise vs invalid (the x509 ruling, Go words: x509 errors premise): the text does not say whether the IP in the URL or the server's certificate is to change.
// Tolerated: i1357-go-h2-goaway-compression-error: invalid vs unknown (the lead's GOAWAY COMPRESSION_ERROR reading, goerr.go, after this set): both HAProxy 2.6 and Caddy 2.6.2 answered an oversized header block with GOAWAY COMPRESSION_ERROR, so a retry fails the same; the lead reads it as ENHANCE_YOUR_CALM, invalid (send smaller headers), where the label hedged with unknown.
// Tolerated: i1357-webdav-412-copy-no-overwrite: premise vs conflict (the 412 and WebDAV COPY/MOVE 412 rulings): the bare "Precondition Failed" names neither the method nor Overwrite: F.
func TestIndependentCases1357(t *testing.T) {
	runIndependent(t, "testdata/independent1357.jsonl", true, "i1357-go-tls-no-ip-sans-haproxy", "i1357-go-h2-goaway-compression-error", "i1357-webdav-412-copy-no-overwrite")
}

// TestGeneralise1357GatewayGoCause: a Go proxy (Caddy's handle_errors
// with {err.message}, httputil.ReverseProxy's "http: proxy error: ...")
// passes on the Go transport error behind its 5xx. Three of Go's causes
// are not the moment: the upstream's name does not resolve ("no such
// host", premise, as the Go error alone reads), the upstream's response
// headers exceed the proxy's limit ("server response headers exceeded",
// premise), and http.MaxBytesReader refused the request body the proxy was
// forwarding ("http: request body too large", invalid: send less). A
// refused connection, an EOF or a timeout behind the same 502 stays
// transient (captured live with Caddy 2.6.2, set 1357; cdn.go gatewayCause,
// worldstate.go dnsCause).
func TestGeneralise1357GatewayGoCause(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "caddy 502 no such host", protocol: "http", status: 502, msg: "502 Bad Gateway: dial tcp: lookup api.w1357.internal on 127.0.0.53:53: no such host", want: rung.KindPremise},
		{name: "httputil proxy error no such host", protocol: "http", status: 502, msg: "http: proxy error: dial tcp: lookup orders-svc: no such host", want: rung.KindPremise},
		{name: "caddy 502 response headers too large", protocol: "http", status: 502, msg: "502 Bad Gateway: net/http: HTTP/1.x transport connection broken: net/http: server response headers exceeded 16000 bytes; aborted", want: rung.KindPremise},
		{name: "caddy 502 request body too large", protocol: "http", status: 502, msg: "502 Bad Gateway: readfrom tcp 127.0.0.1:41008->127.0.0.1:8080: {id=abc12345} requestbody.errorWrapper.Read (requestbody.go:63): HTTP 413: http: request body too large", want: rung.KindInvalid},
		{name: "httputil 502 request body too large", protocol: "http", status: 502, msg: "http: proxy error: http: request body too large", want: rung.KindInvalid},
		{name: "near miss: caddy 502 connection refused", protocol: "http", status: 502, msg: "502 Bad Gateway: dial tcp 127.0.0.1:9000: connect: connection refused", want: rung.KindTransient},
		{name: "near miss: caddy 502 EOF", protocol: "http", status: 502, msg: "502 Bad Gateway: EOF", want: rung.KindTransient},
		{name: "near miss: caddy 504 header timeout", protocol: "http", status: 504, msg: "504 Gateway Timeout: net/http: timeout awaiting response headers", want: rung.KindTransient},
		{name: "near miss: temporary DNS failure", protocol: "http", status: 502, msg: "502 Bad Gateway: dial tcp: lookup api.w1357.internal on 127.0.0.53:53: server misbehaving", want: rung.KindTransient},
		{name: "near miss: bare 502", protocol: "http", status: 502, msg: "502 Bad Gateway", want: rung.KindTransient},
	})
}

// TestGeneralise1357DirectoryListing holds 2xx pages that are a web
// server's generated index of a directory, where the step wanted a
// document (dirlisting.go directoryListing2xx): ambiguous; with near misses
// (a page that mentions an index, a <pre> among other markup, the same
// listing under a 403) that keep their old kind.
func TestGeneralise1357DirectoryListing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "w1357-d1", protocol: "http", status: 200, msg: "<html>\r\n<head><title>Index of /w1357/exports/</title></head>\r\n<body>\r\n<h1>Index of /w1357/exports/</h1><hr><pre><a href=\"../\">../</a>\r\n<a href=\"2026-12.csv\">2026-12.csv</a>  06-Dec-2026 04:10  2048\r\n</pre><hr></body>\r\n</html>", want: rung.KindAmbiguous},
		{name: "w1357-d2", protocol: "http", status: 200, msg: "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2 Final//EN\">\n<html>\n <head>\n  <title>Index of /w1357/reports</title>\n </head>\n <body>\n<h1>Index of /w1357/reports</h1>\n<table><tr><th><a href=\"?C=N;O=D\">Name</a></th></tr><tr><td><a href=\"/w1357/\">Parent Directory</a></td></tr></table>\n</body></html>", want: rung.KindAmbiguous},
		{name: "w1357-d3", protocol: "http", status: 200, msg: "<!DOCTYPE HTML>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Directory listing for /w1357/</title>\n</head>\n<body>\n<h1>Directory listing for /w1357/</h1>\n<hr>\n<ul>\n<li><a href=\"data.json\">data.json</a></li>\n</ul>\n<hr>\n</body>\n</html>", want: rung.KindAmbiguous},
		{name: "w1357-d4", protocol: "http", status: 200, msg: "<html><head><title>w1357host - /files/</title></head><body><H1>w1357host - /files/</H1><hr>\n\n<pre><A HREF=\"/\">[To Parent Directory]</A><br><br> 12/6/2026  4:10 AM        2048 <A HREF=\"/files/a.txt\">a.txt</A><br></pre><hr></body></html>", want: rung.KindAmbiguous},
		{name: "w1357-d5", protocol: "http", status: 200, msg: "<pre>\n<a href=\"w1357-a.txt\">w1357-a.txt</a>\n<a href=\"sub/\">sub/</a>\n</pre>\n", want: rung.KindAmbiguous},
		// Near misses: a page that mentions an index, a code block of
		// links inside other markup, and an index refused under 403.
		{name: "w1357-d6", protocol: "http", status: 200, msg: "<html><head><title>Index of changes in w1357</title></head><body><p>See the changelog.</p></body></html>", want: rung.KindUnknown},
		{name: "w1357-d7", protocol: "http", status: 200, msg: "<html><body><h1>Downloads</h1><pre>\n<a href=\"a.txt\">a.txt</a>\n</pre><p>Contact us</p></body></html>", want: rung.KindUnknown},
		{name: "w1357-d8", protocol: "http", status: 403, msg: "<html>\r\n<head><title>403 Forbidden</title></head>\r\n<body>\r\n<center><h1>403 Forbidden</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>", want: rung.KindDenied},
	})
}

// TestGeneralise1357GoAwayRefusal holds a GOAWAY whose error code refuses
// what this client sent (goerr.go): COMPRESSION_ERROR (a header block the
// server could not take), in both of Go's wordings, and ENHANCE_YOUR_CALM
// as GoAwayError prints it, read invalid; with near misses (a graceful
// GOAWAY, PROTOCOL_ERROR, a stream reset, gRPC's too_many_pings GOAWAY)
// that stay transient.
func TestGeneralise1357GoAwayRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "w1357-g1", protocol: "go", msg: `Get "https://w1357-b.test:35708/ok": http2: Transport received GOAWAY from server ErrCode:COMPRESSION_ERROR`, want: rung.KindInvalid},
		{name: "w1357-g2", protocol: "go", msg: `Post "https://w1357-b.test/v1/items": http2: server sent GOAWAY and closed the connection; LastStreamID=1, ErrCode=COMPRESSION_ERROR, debug=""`, want: rung.KindInvalid},
		{name: "w1357-g3", protocol: "go", msg: `Get "https://w1357-b.test/ok": http2: server sent GOAWAY and closed the connection; LastStreamID=1, ErrCode=ENHANCE_YOUR_CALM, debug=""`, want: rung.KindInvalid},
		// Near misses: a graceful drain, a protocol error, one stream
		// reset and gRPC's keepalive GOAWAY stay transient.
		{name: "w1357-g4", protocol: "go", msg: `Get "https://w1357-b.test/ok": http2: server sent GOAWAY and closed the connection; LastStreamID=3, ErrCode=NO_ERROR, debug=""`, want: rung.KindTransient},
		{name: "w1357-g5", protocol: "go", msg: `Get "https://w1357-b.test/ok": http2: Transport received GOAWAY from server ErrCode:PROTOCOL_ERROR`, want: rung.KindTransient},
		{name: "w1357-g6", protocol: "go", msg: `Get "https://w1357-b.test/ok": stream error: stream ID 5; REFUSED_STREAM`, want: rung.KindTransient},
		{name: "w1357-g7", protocol: "grpc", code: "Unavailable", msg: `rpc error: code = Unavailable desc = closing transport due to: connection error: desc = "error reading from server: EOF", received prior goaway: code: ENHANCE_YOUR_CALM, debug data: "too_many_pings"`, want: rung.KindTransient},
	})
}

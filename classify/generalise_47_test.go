package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise47 holds each class that held-out set 47 (nginx 1.22 in
// front of Go upstreams, captured live) missed on its first run, with the
// set's own line and the same class in other software's words, each with
// where it comes from. A rule that knew only the set's line would fail
// here.
func TestGeneralise47(t *testing.T) {
	const ngx = `2026/12/02 07:03:05 [error] 19448#19448: *76 `
	tail := func(req, up string) string {
		return `, client: 127.0.0.1, server: localhost, request: "GET ` + req + ` HTTP/1.1", upstream: "` + up + `", host: "127.0.0.1:24701"`
	}
	cases := []wordingCase{
		// A proxy's TLS to its upstream failing on a certificate, either
		// side's: the proxy's configuration (premise), not the caller's
		// credential.
		{"upstream tls cert: set 47: nginx 1.22 error_log, TLS 1.3 upstream wanting a client certificate (captured live)", "", 0, "", `2026/12/02 07:03:05 [crit] 19448#19448: *76 SSL_read() failed (SSL: error:0A00045C:SSL routines::tlsv13 alert certificate required:SSL alert number 116) while reading response header from upstream` + tail("/mtls/entries", "https://127.0.0.1:24713/entries"), rung.KindPremise},
		{"upstream tls cert: Go 1.26 net/http/httputil ReverseProxy ErrorLog, same upstream (captured live)", "", 0, "", `2026/12/02 07:06:58 http: proxy error: remote error: tls: certificate required`, rung.KindPremise},
		{"upstream tls cert: Go httputil ReverseProxy: the upstream refusing the proxy's certificate (crypto/tls alert text)", "go", 0, "", `http: proxy error: remote error: tls: bad certificate`, rung.KindPremise},
		{"upstream tls cert: Envoy local reply (router.cc: reset reason, transport failure reason; BoringSSL SSL_R_TLSV1_CERTIFICATE_REQUIRED 1116)", "", 0, "", `upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: TLS_error:|268436572:SSL routines:OPENSSL_internal:TLSV1_CERTIFICATE_REQUIRED:TLS_error_end`, rung.KindPremise},
		{"upstream tls cert: nginx 1.22 error_log, TLS 1.2 upstream refusing nginx's missing certificate (OpenSSL alert 42)", "", 0, "", ngx + `SSL_do_handshake() failed (SSL: error:0A000412:SSL routines::sslv3 alert bad certificate:SSL alert number 42) while SSL handshaking to upstream` + tail("/mtls/entries", "https://127.0.0.1:24713/entries"), rung.KindPremise},
		// The mirror stays the caller's: its own client refused (denied).
		{"caller's cert stays denied: Go 1.26 client against the same upstream (captured live)", "go", 0, "", `Get "https://ledger.internal:24713/entries": remote error: tls: certificate required`, rung.KindDenied},
		{"caller's cert stays denied: Python requests 2.34 against the same upstream (captured live)", "", 0, "", `SSLError: HTTPSConnectionPool(host='127.0.0.1', port=24713): Max retries exceeded with url: /entries (Caused by SSLError(SSLError(1, '[SSL: TLSV13_ALERT_CERTIFICATE_REQUIRED] tlsv13 alert certificate required (_ssl.c:2580)')))`, rung.KindDenied},
		{"caller's cert stays denied: nginx error_log about the client's own certificate (ngx_http_request.c)", "", 0, "", ngx + `client SSL certificate verify error: (23:certificate revoked) while reading client request headers, client: 127.0.0.1, server: edge.internal, request: "GET /v1/ledger HTTP/1.1", host: "127.0.0.1:24707"`, rung.KindDenied},

		// An upstream whose HTTP framing is broken: the same on every
		// request (premise), though the line ends "while reading upstream".
		{"upstream framing: set 47: nginx 1.22 error_log, a Go upstream's chunk size 'q9' (captured live)", "", 0, "", ngx + `upstream sent invalid chunked response while reading upstream` + tail("/chunk/orders", "http://127.0.0.1:24711/bad-chunked/orders"), rung.KindPremise},
		{"upstream framing: nginx ngx_http_upstream.c: Content-Length and Transfer-Encoding from the upstream", "", 0, "", ngx + `upstream sent "Content-Length" and "Transfer-Encoding" headers at the same time while reading response header from upstream` + tail("/v1/export", "http://127.0.0.1:24711/v1/export"), rung.KindPremise},
		{"upstream framing: nginx ngx_http_upstream.c: a Transfer-Encoding nginx does not know", "", 0, "", ngx + `upstream sent unknown "Transfer-Encoding": "gzip" while reading response header from upstream` + tail("/v1/export", "http://127.0.0.1:24711/v1/export"), rung.KindPremise},
		{"upstream framing: Go 1.26 httputil ReverseProxy ErrorLog, same upstream (captured live)", "", 0, "", `2026/12/02 07:06:58 httputil: ReverseProxy read error during body copy: malformed chunked encoding`, rung.KindPremise},
		{"upstream framing: curl 7.88.1, same upstream (captured live)", "", 0, "", `curl: (56) Malformed encoding found in chunked-encoding`, rung.KindPremise},
		{"upstream framing: Python requests 2.34 / urllib3 2.7, same upstream (captured live)", "", 0, "", `ChunkedEncodingError: ("Connection broken: InvalidChunkLength(got length b'\r\n', 0 bytes read)", InvalidChunkLength(got length b'\r\n', 0 bytes read))`, rung.KindPremise},
		// An upstream failing at that moment stays transient.
		{"upstream moment stays transient: nginx 1.22 error_log (captured live)", "", 0, "", ngx + `upstream timed out (110: Connection timed out) while reading upstream` + tail("/slowbody/feed", "http://127.0.0.1:24711/stall-body/feed"), rung.KindTransient},

		// A file server's symlink policy: denied, not a link loop.
		{"symlink policy: set 47: nginx 1.22 disable_symlinks on (captured live)", "", 0, "", ngx + `openat() "/tmp/w47/nginx/html/links/report.pdf" failed (40: Too many levels of symbolic links), client: 127.0.0.1, server: localhost, request: "GET /links/report.pdf HTTP/1.1", host: "127.0.0.1:24701"`, rung.KindDenied},
		{"symlink policy: Apache httpd core AH00037 (server/request.c resolve_symlink refusal)", "", 0, "", `[Mon Aug 19 12:04:56.654321 2024] [core:error] [pid 12349:tid 139999999999995] [client 192.168.1.22:38100] AH00037: Symbolic link not allowed or link target not accessible: /var/www/html/protected`, rung.KindDenied},
		{"symlink policy: lighttpd response.c / http-header-glue.c with server.follow-symlink = \"disable\"", "", 0, "", `2026-12-02 07:12:44: (response.c.545) -- access denied due symlink restriction`, rung.KindDenied},
		// A real loop stays premise: nginx without disable_symlinks opens
		// with open(), and a plain open names no policy.
		{"link loop stays premise: nginx error_log with disable_symlinks off (ngx_open_cached_file.c open())", "", 0, "", ngx + `open() "/srv/www/links/a" failed (40: Too many levels of symbolic links), client: 127.0.0.1, server: localhost, request: "GET /links/a HTTP/1.1", host: "127.0.0.1:24701"`, rung.KindPremise},
		{"link loop stays premise: Go os.Open on a symlink loop", "go", 0, "", `open /srv/data/a: too many levels of symbolic links`, rung.KindPremise},

		// A TLS server without the name asked for: premise.
		{"name not served: set 47: nginx 1.22 ssl_reject_handshake (captured live)", "", 0, "", `2026/12/02 07:03:09 [info] 19448#19448: *93 handshake rejected while SSL handshaking, client: 127.0.0.1, server: 127.0.0.1:24704`, rung.KindPremise},
		{"name not served: Caddy (certmagic) via Go's http.Server ErrorLog (caddyserver/caddy#2684, ionorg/ion-app-web#27)", "", 0, "", `2020/06/01 14:27:37 http: TLS handshake error from 197.94.230.123:51063: no certificate available for 'dc-a.ws.proda.gocharting.com'`, rung.KindPremise},
		{"name not served: Java JSSE client (SSLHandshakeException on the unrecognized_name alert)", "", 0, "", `javax.net.ssl.SSLHandshakeException: Received fatal alert: unrecognized_name`, rung.KindPremise},
		{"name not served: curl 7.88.1 against nginx's ssl_reject_handshake (captured live)", "", 0, "", `curl: (35) OpenSSL/3.0.19: error:0A000458:SSL routines::tlsv1 unrecognized name`, rung.KindPremise},
		{"name not served: Python 3 ssl against the same server (captured live)", "", 0, "", `SSLError: [SSL: TLSV1_UNRECOGNIZED_NAME] tlsv1 unrecognized name (_ssl.c:1006)`, rung.KindPremise},

		// nginx's resolver line by the code it quotes (ngx_resolver.c
		// ngx_resolver_strerror), not by "could not be resolved": set 47's
		// own line is the timeout; the rest of the codes and other
		// resolvers' words for the same answers.
		{"resolver code: set 47: nginx 1.22 resolver_timeout (captured live)", "", 0, "", ngx + `billing.internal could not be resolved (110: Operation timed out), client: 127.0.0.1, server: localhost, request: "GET /dns/v1/invoices HTTP/1.1", host: "127.0.0.1:24701"`, rung.KindTransient},
		{"resolver code: nginx ngx_resolver.c: SERVFAIL", "", 0, "", ngx + `billing.internal could not be resolved (2: Server failure), client: 127.0.0.1, server: localhost, request: "GET /dns/v1/invoices HTTP/1.1", host: "127.0.0.1:24701"`, rung.KindTransient},
		{"resolver code: nginx ngx_resolver.c: REFUSED (the resolver's ACL refuses nginx)", "", 0, "", ngx + `billing.internal could not be resolved (5: Operation refused), client: 127.0.0.1, server: localhost, request: "GET /dns/v1/invoices HTTP/1.1", host: "127.0.0.1:24701"`, rung.KindPremise},
		{"resolver code: nginx ngx_resolver.c: NXDOMAIN", "", 0, "", ngx + `billing.internal could not be resolved (3: Host not found), client: 127.0.0.1, server: localhost, request: "GET /dns/v1/invoices HTTP/1.1", host: "127.0.0.1:24701"`, rung.KindPremise},
		{"resolver code: Go net: SERVFAIL from the stub resolver (dnsclient_unix.go errServerMisbehaving)", "go", 0, "", `dial tcp: lookup billing.internal on 127.0.0.53:53: server misbehaving`, rung.KindTransient},
		{"resolver code: Node dns: getaddrinfo EAI_AGAIN", "", 0, "", `Error: getaddrinfo EAI_AGAIN billing.internal`, rung.KindTransient},
	}
	runWordingCases(t, cases)
}

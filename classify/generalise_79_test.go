package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise79 holds the classes that other clients' wordings of set
// 79's client-side failures missed (set 79 itself ran 30/30 on its first
// run), each with its source, and the set's own lines of the same fact and
// neighbours that must keep their reading.
func TestGeneralise79(t *testing.T) {
	cases := []wordingCase{
		// A first line that is no HTTP status line: the port speaks another
		// protocol; the URL's port or scheme is wrong.
		{"not an HTTP status line: set 79: Go net/http against a Postfix port (response.go ReadResponse)", "go", 0, "", `tool web.fetch: Get "http://127.0.0.1:20792/api/v1/status": malformed HTTP status code "mx1.corp.internal"`, rung.KindPremise},
		{"not an HTTP status line: requests/urllib3: ProtocolError('Connection aborted.', BadStatusLine) (cpython Lib/http/client.py _read_status)", "python", 0, "", `tool web.fetch: ('Connection aborted.', BadStatusLine('SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u3\r\n'))`, rung.KindPremise},
		{"not an HTTP status line: cpython Lib/http/client.py: raise BadStatusLine(line)", "", 0, "", "tool web.fetch: http.client.BadStatusLine: 220 mx1.corp.internal ESMTP Postfix (Debian/GNU)", rung.KindPremise},
		{"not an HTTP status line: hyper src/error.rs Parse::Version \"invalid HTTP version parsed\", as reqwest wraps it", "", 0, "", "tool web.fetch: error sending request for url (http://127.0.0.1:6379/v1/status): invalid HTTP version parsed", rung.KindPremise},
		{"not an HTTP status line: curl lib/http.c: \"Received HTTP/0.9 when not allowed\" (CURLE_UNSUPPORTED_PROTOCOL 1)", "", 0, "", "tool shell.run: curl -sS http://127.0.0.1:2525/api/v1/status: exit status 1\ncurl: (1) Received HTTP/0.9 when not allowed", rung.KindPremise},
		{"a plain connection abort stays transient: urllib3 ProtocolError around ConnectionResetError", "python", 0, "", "tool web.fetch: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))", rung.KindTransient},

		// Response headers over the client's own limit: what the server
		// sends every time, premise.
		{"response head over the client's limit: set 79: Go Transport.MaxResponseHeaderBytes", "go", 0, "", `tool web.fetch: Get "http://127.0.0.1:20832/big": net/http: HTTP/1.x transport connection broken: net/http: server response headers exceeded 4096 bytes; aborted`, rung.KindPremise},
		{"response head over the client's limit: curl 8.6+ lib/http.c: failf \"Too large response headers: %zu > %u\" (CURLE_TOO_LARGE 100)", "", 0, "", "tool shell.run: curl -sS https://tracker.example.com/: exit status 100\ncurl: (100) Too large response headers: 307204 > 307200", rung.KindPremise},
		{"response head over the client's limit: cpython Lib/http/client.py _read_headers: HTTPException(\"got more than %d headers\" % _MAXHEADERS)", "", 0, "", "tool web.fetch: http.client.HTTPException: got more than 100 headers", rung.KindPremise},
		{"response head over the client's limit: hyper src/error.rs Parse::TooLarge \"message head is too large\"", "", 0, "", "tool web.fetch: error sending request for url (https://tracker.example.com/): message head is too large", rung.KindPremise},
		{"a request over the server's limit stays invalid: nginx 1.22 large_client_header_buffers (400)", "http", 400, "", "tool web.fetch: GET http://127.0.0.1:20814/v1/orders: 400 Bad Request\n<html>\r\n<head><title>400 Request Header Or Cookie Too Large</title></head>\r\n<body>\r\n<center><h1>400 Bad Request</h1></center>\r\n<center>Request Header Or Cookie Too Large</center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>", rung.KindInvalid},

		// A proxy's refusal of a CONNECT tunnel, reported by its status.
		{"proxy tunnel status: set 79: Go net/http transport.go dialConn (407 reason phrase)", "go", 0, "", `tool web.fetch: Get "https://api.stripe.com/v1/charges": Proxy Authentication Required`, rung.KindDenied},
		{"proxy tunnel status: curl lib/cf-h1-proxy.c: failf \"CONNECT tunnel failed, response %d\" (56)", "", 0, "", "tool shell.run: curl -sS -x http://proxy.corp.internal:3128 https://api.stripe.com/v1/charges: exit status 56\ncurl: (56) CONNECT tunnel failed, response 407", rung.KindDenied},
		{"proxy tunnel status: curl lib/cf-h1-proxy.c, a proxy ACL refusing port 22 (Squid http_access deny CONNECT !SSL_ports)", "", 0, "", "tool shell.run: curl -sS -x http://proxy.corp.internal:3128 https://git.corp.internal:22/: exit status 56\ncurl: (56) CONNECT tunnel failed, response 403", rung.KindDenied},
		{"proxy tunnel status: curl lib/cf-h1-proxy.c, the proxy could not reach the destination", "", 0, "", "tool shell.run: curl -sS -x http://proxy.corp.internal:3128 https://pypi.org/simple/: exit status 56\ncurl: (56) CONNECT tunnel failed, response 503", rung.KindTransient},
		{"proxy tunnel status: cpython Lib/http/client.py _tunnel: OSError(\"Tunnel connection failed: %d %s\"), as urllib3 wraps it", "python", 0, "", "tool web.fetch: HTTPSConnectionPool(host='git.corp.internal', port=22): Max retries exceeded with url: / (Caused by ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 403 Forbidden')))", rung.KindDenied},

		// A server certificate this side does not trust, in other TLS
		// stacks' words: configuration, not an invalid call.
		{"server certificate not trusted: set 79: Go crypto/x509 CertificateInvalidError Expired", "go", 0, "", `tool web.fetch: Get "https://127.0.0.1:20797/v1/health": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2026-12-02T10:26:04Z is after 2026-11-02T07:02:48Z`, rung.KindPremise},
		{"server certificate not trusted: rustls Error::InvalidCertificate(CertificateError::Expired) Display, as reqwest wraps it", "", 0, "", "tool web.fetch: error sending request for url (https://status.internal/v1/health): client error (Connect): invalid peer certificate: Expired", rung.KindPremise},
		{"server certificate not trusted: rustls CertificateError::UnknownIssuer", "", 0, "", "tool web.fetch: error sending request for url (https://edge.internal/v1/health): client error (Connect): invalid peer certificate: UnknownIssuer", rung.KindPremise},
		{"server certificate not trusted: rustls CertificateError::NotValidForName", "", 0, "", "tool web.fetch: error sending request for url (https://10.0.4.17/v1/health): client error (Connect): invalid peer certificate: NotValidForName", rung.KindPremise},
		{"server certificate not trusted: .NET SslStream AuthenticationException (net_ssl_io_cert_validation, SslPolicyErrors)", "", 0, "", "tool web.fetch: System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception. ---> System.Security.Authentication.AuthenticationException: The remote certificate is invalid according to the validation procedure: RemoteCertificateNameMismatch", rung.KindPremise},

		// A certificate alert the server sent about the client's own
		// certificate (RFC 8446 6.2): denied.
		{"alert about the client's certificate: set 79: Go crypto/tls alertBadCertificate from a Go server", "go", 0, "", `tool web.fetch: Get "https://127.0.0.1:20821/v1/ledger": remote error: tls: bad certificate`, rung.KindDenied},
		{"alert about the client's certificate: Java JSSE Alert.createSSLException \"Received fatal alert: \" + alert name", "", 0, "", "tool web.fetch: javax.net.ssl.SSLHandshakeException: Received fatal alert: bad_certificate", rung.KindDenied},
		{"alert about the client's certificate: Java JSSE, a TLS 1.3 server requiring a client certificate", "", 0, "", "tool web.fetch: javax.net.ssl.SSLHandshakeException: Received fatal alert: certificate_required", rung.KindDenied},
		{"alert about the client's certificate: rustls Error::AlertReceived(AlertDescription::CertificateRequired) Display, as reqwest wraps it", "", 0, "", "tool web.fetch: error sending request for url (https://ledger.corp.internal/v1/ledger): client error (SendRequest): received fatal alert: CertificateRequired", rung.KindDenied},
		{"alert about the client's certificate: rustls AlertDescription::UnknownCA", "", 0, "", "tool web.fetch: error sending request for url (https://ledger.corp.internal/v1/ledger): client error (Connect): received fatal alert: UnknownCA", rung.KindDenied},
		{"a handshake_failure alert stays premise: Java JSSE, no cipher suite in common", "", 0, "", "tool web.fetch: javax.net.ssl.SSLHandshakeException: Received fatal alert: handshake_failure", rung.KindPremise},

		// A name that does not resolve, in getaddrinfo(3)'s and Java's
		// words: premise, as Go's "no such host"; a temporary failure
		// stays transient.
		{"name does not resolve: set 79: Go net DNSError IsNotFound", "go", 0, "", `tool web.fetch: Get "http://orders-api/v1/orders": dial tcp: lookup orders-api on 10.255.255.53:53: no such host`, rung.KindPremise},
		{"name does not resolve: urllib3 NameResolutionError around socket.gaierror EAI_NONAME (glibc gai_strerror)", "python", 0, "", "tool web.fetch: HTTPSConnectionPool(host='orders-api.corp.example', port=443): Max retries exceeded with url: /v1/orders (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f3a2c1b4d10>: Failed to resolve 'orders-api.corp.example' ([Errno -2] Name or service not known)\"))", rung.KindPremise},
		{"name does not resolve: reqwest/hyper-util GaiResolver \"dns error: failed to lookup address information\"", "", 0, "", "tool web.fetch: error sending request for url (https://orders-api.corp.example/v1/orders): client error (Connect): dns error: failed to lookup address information: Name or service not known", rung.KindPremise},
		{"name does not resolve: Java java.net.UnknownHostException (InetAddress)", "", 0, "", "tool web.fetch: java.net.UnknownHostException: orders-api.corp.example", rung.KindPremise},
		{"name does not resolve: macOS getaddrinfo EAI_NONAME as Python words it", "python", 0, "", "tool web.fetch: <urlopen error [Errno 8] nodename nor servname provided, or not known>", rung.KindPremise},
		{"a temporary resolver failure stays transient: glibc EAI_AGAIN inside Java's UnknownHostException", "", 0, "", "tool web.fetch: java.net.UnknownHostException: orders-api.corp.example: Temporary failure in name resolution", rung.KindTransient},
		{"redirect loop: requests sessions.py resolve_redirects: TooManyRedirects(f\"Exceeded {self.max_redirects} redirects.\")", "python", 0, "", "tool web.fetch: Exceeded 30 redirects.", rung.KindPremise},

		// A body cut short before its Content-Length: the connection at
		// that moment.
		{"body cut short: set 79: Go transfer.go io.ErrUnexpectedEOF inside a 200", "go", 200, "", "tool web.fetch: GET http://127.0.0.1:20802/cut: reading body: unexpected EOF", rung.KindTransient},
		{"body cut short: urllib3 response.py: ProtocolError(\"Connection broken: IncompleteRead(...)\"), requests ChunkedEncodingError", "python", 0, "", "tool web.fetch: ('Connection broken: IncompleteRead(26 bytes read, 4070 more expected)', IncompleteRead(26 bytes read, 4070 more expected))", rung.KindTransient},
		{"body cut short: curl 18 CURLE_PARTIAL_FILE", "", 0, "", "tool shell.run: curl -sS http://exports.corp.internal/orders.json: exit status 18\ncurl: (18) transfer closed with 3970 bytes remaining to read", rung.KindTransient},
	}
	runWordingCases(t, cases)
}

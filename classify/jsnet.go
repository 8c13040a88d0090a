package classify

import "strings"

// jsNetWords are Node's and undici's network errors and the OpenSSL verify
// results Node reports, as fetch's "[cause]" carries them.
var jsNetWords = []pattern{
	// undici docs/api/Errors.md: SocketError (UND_ERR_SOCKET) "other side
	// closed": the server dropped the connection.
	{text: "other side closed", kind: transient, reason: "the server closed the socket (undici SocketError)"},
	{text: "und_err_socket", kind: transient, reason: "the socket failed (undici UND_ERR_SOCKET)"},
	{text: "und_err_closed", kind: transient, reason: "the client was closed (undici UND_ERR_CLOSED)"},
	{text: "und_err_res_content_length_mismatch", kind: transient, reason: "the response was cut short (undici)"},
	// A response stream that ended before its end (set 111, where Go's
	// SDKs said "unexpected EOF" and "connection reset by peer"): Node's
	// stream.finished ERR_STREAM_PREMATURE_CLOSE "Premature close", as
	// node-fetch passes it on ("Invalid response body while trying to
	// fetch URL: Premature close"), and undici's fetch, which terminates
	// the body with TypeError "terminated" (its cause the SocketError
	// "other side closed"): the connection dropped mid-response.
	{text: "premature close", kind: transient, reason: "the response stream closed before its end (Node ERR_STREAM_PREMATURE_CLOSE)"},
	// axios's http adapter on the same cut ("stream has been aborted",
	// ERR_BAD_RESPONSE, the response stream's 'aborted' event, set 1534)
	// and got's ReadError "The server aborted pending request".
	{text: "stream has been aborted", kind: transient, reason: "the response stream was cut before its end (axios)"},
	{text: "the server aborted pending request", kind: transient, reason: "the response stream was cut before its end (got ReadError)"},
	{text: "typeerror: terminated", word: true, kind: transient, reason: "the response body was cut off (undici fetch \"terminated\")"},
	// undici HeadersOverflowError: the response's headers exceed
	// maxHeaderSize; every attempt gets the same headers, as Go's
	// MaxResponseHeaderBytes and nginx's "too big header": configuration.
	{text: "headers overflow", kind: premise, reason: "the response headers exceed maxHeaderSize (undici HeadersOverflowError)"},
	{text: "und_err_headers_overflow", kind: premise, reason: "the response headers exceed maxHeaderSize (undici)"},
	// The request itself is wrong: its body does not match its declared
	// length (undici RequestContentLengthMismatchError), a GET or HEAD
	// carries a body (the Fetch standard's Request constructor throws a
	// TypeError), a header name or value is not legal.
	{text: "does not match content-length", kind: invalid, reason: "the request body does not match its Content-Length"},
	{text: "und_err_req_content_length_mismatch", kind: invalid, reason: "the request body does not match its Content-Length"},
	{text: "cannot have body", kind: invalid, reason: "a GET or HEAD request with a body (Fetch standard)"},
	{text: "invalid header name", kind: invalid, reason: "an illegal header name"},
	{text: "invalid header value", kind: invalid, reason: "an illegal header value"},
	{text: "und_err_invalid_arg", kind: invalid, reason: "an invalid argument (undici)"},
	// The method itself: undici's Request constructor (Fetch standard: "If
	// method is not a method, throw a TypeError") says "'X' is not a valid
	// HTTP method." and, for a forbidden method, "'CONNECT' HTTP method is
	// unsupported."; node:http says ERR_INVALID_HTTP_TOKEN "Method must be
	// a valid HTTP token". Nothing was sent: repair the method (set 1787).
	{text: "is not a valid http method", kind: invalid, reason: "the request's method is not an HTTP method (undici Request, Fetch standard)"},
	{text: "http method is unsupported", kind: invalid, reason: "a forbidden request method (undici Request, Fetch standard)"},
	// getaddrinfo(3) EAI_AGAIN: "the name server returned a temporary
	// failure indication", as Go's "temporary failure in name resolution".
	{text: "eai_again", kind: transient, reason: "DNS: temporary failure (EAI_AGAIN)"},
	// OpenSSL's X509 verify results as Node words them (openssl verify(1)):
	// the server's chain is not trusted here, as Go's x509 errors:
	// configuration, not time.
	{text: "unable to get local issuer certificate", kind: premise, reason: "TLS: the issuer is not trusted here (configuration)"},
	{text: "unable_to_get_issuer_cert", kind: premise, reason: "TLS: the issuer is not trusted here (configuration)"},
	{text: "unable to verify the first certificate", kind: premise, reason: "TLS: the chain is incomplete (configuration)"},
	{text: "unable_to_verify_leaf_signature", kind: premise, reason: "TLS: the chain is incomplete (configuration)"},
	{text: "self-signed certificate", kind: premise, reason: "TLS: a self-signed certificate (configuration)"},
	{text: "self signed certificate", kind: premise, reason: "TLS: a self-signed certificate (configuration)"},
	{text: "self_signed_cert", kind: premise, reason: "TLS: a self-signed certificate (configuration)"},
	{text: "cert_has_expired", kind: premise, reason: "TLS: the server's certificate expired"},
	// GnuTLS's verification status as aria2 words it ("SSL/TLS handshake
	// failure:  `not signed by known authorities or invalid' `issuer is
	// not known'", src/LibgnutlsTLSSession.cc) and as gnutls-cli prints it
	// ("The certificate issuer is unknown."): the same untrusted chain
	// (set 1586).
	{text: "not signed by known authorities", kind: premise, reason: "TLS: the chain is not signed by a trusted authority (GnuTLS, configuration)"},
	{text: "`issuer is not known'", kind: premise, reason: "TLS: the issuer is not trusted here (GnuTLS, configuration)"},
	{text: "the certificate issuer is unknown", kind: premise, reason: "TLS: the issuer is not trusted here (GnuTLS, configuration)"},
	{text: "unable to get issuer certificate", kind: premise, reason: "TLS: the issuer is not trusted here (configuration)"},
	{text: "certificate is not yet valid", kind: premise, reason: "TLS: the server's certificate is not valid yet (its clock or this one)"},
	{text: "certificate signature failure", kind: premise, reason: "TLS: the chain's signature does not verify (configuration)"},
	{text: "invalid ca certificate", kind: premise, reason: "TLS: the chain holds an invalid CA (configuration)"},
	// Set 1653: the chain's CA certificates break their own constraints
	// (openssl verify, s_client; X509_STORE_CTX_get_error(3)):
	// X509_V_ERR_PATH_LENGTH_EXCEEDED (a pathlen:0 CA that issued a sub-CA),
	// X509_V_ERR_KEYUSAGE_NO_CERTSIGN (a CA without keyCertSign),
	// X509_V_ERR_PERMITTED_VIOLATION / _EXCLUDED_VIOLATION (a name outside
	// the issuer's nameConstraints). No argument of the call mends the
	// chain: reissue it, premise, as "invalid ca certificate".
	{text: "path length constraint exceeded", kind: premise, reason: "TLS: a CA in the chain exceeds its path length constraint (reissue the chain)"},
	{text: "key usage does not include certificate signing", kind: premise, reason: "TLS: a CA in the chain may not sign certificates (keyUsage without keyCertSign)"},
	{text: "permitted subtree violation", kind: premise, reason: "TLS: the certificate's name is outside its issuer's name constraints"},
	{text: "excluded subtree violation", kind: premise, reason: "TLS: the certificate's name is excluded by its issuer's name constraints"},
	// X509_V_ERR_INVALID_PURPOSE (openssl verify -purpose, s_client, and
	// Node's UNSUITABLE_CERTIFICATE_PURPOSE / curl through OpenSSL): the
	// certificate's key usage does not allow the use asked of it (a
	// clientAuth-only certificate served for TLS), as Go's "x509:
	// certificate specifies an incompatible key usage": the certificate
	// must be reissued, not the call repaired (set 1179). OpenSSL 3 says
	// "unsuitable", 1.1 "unsupported". openssl's own "Invalid purpose x"
	// for a misspelt -purpose argument is not this.
	{text: "unsuitable certificate purpose", kind: premise, reason: "TLS: the certificate's key usage does not allow this purpose (reissue it)"},
	{text: "unsupported certificate purpose", kind: premise, reason: "TLS: the certificate's key usage does not allow this purpose (reissue it)"},
	{text: "unsuitable_certificate_purpose", kind: premise, reason: "TLS: the certificate's key usage does not allow this purpose (reissue it)"},
	// OpenSSL's SSL_R_CERTIFICATE_VERIFY_FAILED, as Python's ssl, curl and
	// nginx toward its upstream word it: this side did not trust the
	// peer's certificate. (The client-certificate refusals, said by the
	// server, come earlier in certWords.)
	{text: "certificate verify failed", kind: premise, reason: "TLS: the peer's certificate is not trusted here (configuration)"},
	{text: "certificate_verify_failed", kind: premise, reason: "TLS: the peer's certificate is not trusted here (configuration)"},
	{text: "does not match certificate's altnames", kind: premise, reason: "TLS: the certificate does not name the host (configuration)"},
	{text: "err_tls_cert_altname_invalid", kind: premise, reason: "TLS: the certificate does not name the host (configuration)"},
	// The same verdict of this side in rustls's ("invalid peer
	// certificate: Expired", "UnknownIssuer", "NotValidForName":
	// Error::InvalidCertificate) and .NET's words ("The remote certificate
	// is invalid according to the validation procedure"): "invalid" is the
	// server's certificate, not the call. Set 79.
	{text: "invalid peer certificate", kind: premise, reason: "TLS: the peer's certificate is not trusted here (rustls; configuration)"},
	{text: "remote certificate is invalid", kind: premise, reason: "TLS: the peer's certificate is not trusted here (.NET SslStream; configuration)"},
}

// undiciTerminated reports a tool error whose whole text is undici's
// "terminated": the TypeError message fetch rejects a response body's read
// with when the connection ends before the body does (lib/web/fetch
// onAborted/onError, its cause the SocketError "other side closed"). A
// Node MCP server that returns error.message drops the "TypeError: "
// prefix that jsNetWords reads (server-everything's gzip-file-as-resource
// over a connection cut mid-body answers isError "terminated", set 1189).
// Only the whole text: "terminated" inside a sentence is a state (an
// instance, a namespace being terminated), read elsewhere.
func undiciTerminated(text string) bool {
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "[") || strings.HasPrefix(t, "{") {
		t = strings.TrimSpace(jsonString(t, "text"))
	}
	return strings.EqualFold(t, "terminated")
}

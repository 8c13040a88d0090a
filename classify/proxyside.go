package classify

// A reverse proxy, a static file server and a TLS server each log a failure
// in words that elsewhere mean something else: a certificate alert that on
// a client is the caller's missing credential, an ELOOP that on a plain
// open is a link loop, an unrecognised name that in a request is a typo.
// Whose side of the exchange the words come from decides the kind (held-out
// set 47, nginx 1.22 captured live).

// proxyUpstreamMarks are what reverse proxies put on a failure of their
// own exchange with the server behind them: Go's httputil.ReverseProxy
// (its default ErrorHandler logs "http: proxy error: %v"), Envoy's local
// reply when the upstream connection failed (router.cc), and nginx's
// upstream log lines (read apart below).
var proxyUpstreamMarks = [...]string{
	"http: proxy error:",
	envoyUpstreamReset,
}

// envoyUpstreamReset opens Envoy's local reply for an upstream it could not
// reach or lost before the answer's headers (router.cc).
const envoyUpstreamReset = "upstream connect error or disconnect/reset before headers"

// upstreamTLS reads a certificate failure on the proxy's TLS connection to
// its upstream, in either direction: the proxy refusing the upstream's
// certificate, or the upstream refusing the proxy's ("tlsv13 alert
// certificate required", "remote error: tls: certificate required",
// BoringSSL's TLSV1_CERTIFICATE_REQUIRED, "bad certificate", "unknown
// ca"). The agent's request reached the proxy and presented nothing to the
// upstream; what fails is the proxy's TLS client configuration against the
// upstream (nginx proxy_ssl_certificate, proxy_ssl_trusted_certificate;
// Envoy's UpstreamTlsContext; Go's Transport.TLSClientConfig), the same on
// every request: premise, not the caller's credential (denied).
func upstreamTLS(text string) (Result, bool) {
	if !hasAny(text, "certificate", "unknown ca", "x509") {
		return Result{}, false
	}
	found := false
	for _, m := range proxyUpstreamMarks {
		if hasFold(text, m) {
			found = true
			break
		}
	}
	// nginx names the action that failed at the end of the line ("while
	// SSL handshaking to upstream", "while reading response header from
	// upstream", "while reading upstream"); the upstream: field alone is
	// not enough, and a line about the client's own certificate is the
	// client's (certWords).
	if !found && !(nginxLogLine(text) && hasAny(text, "to upstream", "from upstream", "reading upstream") && !hasAny(text, "client ssl certificate", "client sent")) {
		return Result{}, false
	}
	return verdict(premise, "the proxy's TLS to its upstream fails on a certificate (its own client certificate or its trust of the upstream's): the proxy's configuration, not the caller's credential")
}

// upstreamProtocolWords are Envoy's words, in the local reply its client
// gets, for an exchange with its upstream that fails on the protocol
// itself: the reset reason "protocol error" (response flag UPE: the
// upstream's answer broke HTTP framing, as an HTTP/1 cluster answered in
// HTTP/2, or a mesh port named for the wrong protocol), and TLS started
// toward a port that speaks plain text (BoringSSL's WRONG_VERSION_NUMBER in
// the transport failure reason). Each repeats on every request until the
// sidecar's or the mesh's upstream settings change (set 1134).
var upstreamProtocolWords = [...]string{
	"reset reason: protocol error",
	"wrong_version_number",
	"wrong version number",
}

// upstreamProtocol reads upstreamProtocolWords in Envoy's local reply:
// premise, the proxy's configuration. Go's ReverseProxy logs its own "http:
// proxy error: tls: first record does not look like a TLS handshake" where
// only the proxy's owner reads it, whose upstream URL is then the call's
// argument (set 85: invalid); a client's own "wrong version number" is
// the URL it was given (wording.go: invalid).
func upstreamProtocol(text string) (Result, bool) {
	if !hasAny(text, upstreamProtocolWords[:]...) || !hasFold(text, envoyUpstreamReset) {
		return Result{}, false
	}
	return verdict(premise, "the proxy's exchange with its upstream fails on the protocol (an HTTP version or TLS setting that does not match the upstream's port): the proxy's configuration, the same on every request")
}

// upstreamFramingWords are nginx's words for an upstream response whose
// HTTP framing is broken (ngx_http_proxy_module.c and ngx_http_upstream.c:
// a chunk size that is not hexadecimal, Content-Length together with
// Transfer-Encoding, a Transfer-Encoding nginx does not know, a
// Content-Length that is not a number, a header that may appear once
// sent twice). The upstream frames every answer the same way, as a
// client's own "malformed chunked encoding" (Go net/http, curl 56,
// urllib3's InvalidChunkLength) says of a server: premise, though the
// line ends "while reading upstream", which otherwise names a moment.
var upstreamFramingWords = [...]string{
	"upstream sent invalid chunked response",
	`upstream sent "content-length" and "transfer-encoding"`,
	`upstream sent unknown "transfer-encoding"`,
	`upstream sent invalid "content-length"`,
	"upstream sent duplicate header line",
}

// upstreamFraming reports whether text is one of upstreamFramingWords.
func upstreamFraming(text string) bool {
	return hasAny(text, upstreamFramingWords[:]...)
}

// symlinkRefused reads a file server refusing a path because it holds a
// symbolic link, by its own policy rather than a loop in the file system:
// nginx's disable_symlinks (ngx_open_cached_file.c opens each component
// with openat(O_NOFOLLOW) only under that directive, so the refusal
// surfaces as "openat() ... failed (40: Too many levels of symbolic
// links)" and a 403), Apache httpd's AH00037 "Symbolic link not allowed
// or link target not accessible" (Options without FollowSymLinks), and
// lighttpd's "access denied due symlink restriction" (server.follow-
// symlink = "disable"). The file may be there and the link may resolve;
// the server will not follow it for anyone: denied, not premise.
func symlinkRefused(text string) (Result, bool) {
	if hasAny(text, "symbolic link not allowed", "due symlink restriction") ||
		hasFold(text, "openat()") && hasFold(text, "(40: too many levels of symbolic links)") && nginxLogLine(text) {
		return verdict(denied, "the server refuses to follow a symbolic link by its policy (nginx disable_symlinks, Apache FollowSymLinks): the path is not served to anyone")
	}
	return Result{}, false
}

// nameNotServed reads a TLS server that has no site for the name the
// client asked for (RFC 6066 3, server_name): nginx's ssl_reject_handshake
// ("handshake rejected while SSL handshaking", ngx_http_ssl_module.c),
// Caddy's certmagic ("no certificate available for 'x'"), Java's JSSE
// "Received fatal alert: unrecognized_name". The name may be spelt as the
// plan meant it; this server does not host it, so the plan's belief about
// where the site lives is false, as OpenSSL's "tlsv1 unrecognized name"
// (tlsVersionWords): premise, not a wrong argument ("unrecognized").
func nameNotServed(text string) (Result, bool) {
	if hasAny(text, "handshake rejected while ssl handshaking", "no certificate available for", "alert: unrecognized_name") {
		return verdict(premise, "the TLS server hosts no site for the name the client asked for (SNI): where the plan looks for the site is wrong")
	}
	return Result{}, false
}

// nginxResolver reads nginx's resolver line, "<name> could not be resolved
// (<n>: <text>)", by the code in it (ngx_resolver.c ngx_resolver_strerror:
// the DNS RCODE, or NGX_ETIMEDOUT): 2 "Server failure" (SERVFAIL) is the
// DNS server's moment, transient; 110 "Operation timed out" transient with
// timeout; 3 "Host not found" (NXDOMAIN) is a name that does not exist,
// and 1 "Format error", 4 "Unimplemented" and 5 "Operation refused" are a
// resolver that will not answer nginx's queries (the resolver directive
// names the wrong server, or one whose ACL refuses this host): premise,
// configuration that no retry changes. "could not be resolved" alone
// reads as a missing name whatever the code says.
func nginxResolver(text string) (Result, bool) {
	if !hasFold(text, "could not be resolved (") || !nginxLogLine(text) {
		return Result{}, false
	}
	switch {
	case hasFold(text, "(2: server failure)"):
		return verdict(transient, "nginx's resolver got SERVFAIL: the DNS server failed at that moment")
	case hasFold(text, "operation timed out)"):
		return timeoutVerdict("nginx's resolver did not answer within resolver_timeout")
	case hasAny(text, "(3: host not found)", "(1: format error)", "(4: unimplemented)", "(5: operation refused)"):
		return verdict(premise, "nginx's resolver says the name does not exist, or will not answer nginx (NXDOMAIN, REFUSED): the name or the resolver directive is wrong")
	}
	return Result{}, false
}

// proxyProtocolMissing reads a listener that requires the PROXY protocol
// header (HAProxy's PROXY v1/v2, which a load balancer in front prepends)
// and met a connection that opened with something else: nginx's `listen
// ... proxy_protocol` logs `broken header: "<the bytes>" while reading
// PROXY protocol` (ngx_proxy_protocol.c), HAProxy's accept-proxy "Received
// something which does not look like a PROXY protocol header" and
// "Truncated PROXY protocol header received" (connection.c). Either the
// balancer in front is not set to send it (send-proxy, proxy_protocol on)
// or the caller reached the port around the balancer: the topology the
// call rests on is not the one configured, the same on every connection,
// premise (set 1434, nginx 1.22.1 captured live). A peer that closed while
// the listener waited for the header ("Connection closed while waiting
// for PROXY protocol header") names no mismatch and keeps its reading.
func proxyProtocolMissing(text string) (Result, bool) {
	if !hasFold(text, "proxy protocol") {
		return Result{}, false
	}
	nginx := hasFold(text, "broken header: ") && hasFold(text, "while reading proxy protocol")
	if !nginx && !hasAny(text, "does not look like a proxy protocol header", "truncated proxy protocol header") {
		return Result{}, false
	}
	return verdict(premise, "the listener requires a PROXY protocol header and the connection sent none: the load balancer in front does not send it, or the call bypassed the balancer; configuration, not the moment")
}

// proxySide runs the readers above; nginxShape calls it first, so the
// Go and the generic paths both see it.
func proxySide(text string) (Result, bool) {
	if r, ok := proxyTunnel(text); ok { // proxytunnel.go
		return r, true
	}
	if r, ok := socksHandshake(text); ok { // socks.go
		return r, true
	}
	if r, ok := upstreamTLS(text); ok {
		return r, true
	}
	if r, ok := upstreamProtocol(text); ok {
		return r, true
	}
	if r, ok := nginxResolver(text); ok {
		return r, true
	}
	if r, ok := proxyProtocolMissing(text); ok {
		return r, true
	}
	if r, ok := symlinkRefused(text); ok {
		return r, true
	}
	if r, ok := serverOwnFile(text); ok { // ownfile.go
		return r, true
	}
	return nameNotServed(text)
}

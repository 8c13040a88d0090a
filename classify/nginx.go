package classify

import "strings"

// nginxWords are nginx's own error_log phrases, each with the module that
// logs it, and other proxies' words for the same upstream failures. A tool that fronts a site with nginx passes these lines on
// verbatim; their words ("server:", "client:", "request:") say nothing of
// the kind, the phrase does.
var nginxWords = []pattern{
	// ngx_http_upstream.c and the proxy module: the upstream went away
	// mid-response; the next attempt meets a restarted one.
	{text: "prematurely closed connection", kind: transient, reason: "the peer closed the connection before it answered (nginx upstream)"},
	// ngx_http_upstream_round_robin.c: every server of the group is in its
	// fail_timeout; they come back when it lapses.
	{text: "no live upstreams", kind: transient, reason: "every upstream server is marked failed for its fail_timeout (nginx)"},
	// ngx_http_limit_req_module.c and ngx_http_limit_conn_module.c: the
	// zone's rate or connection count is exceeded.
	{text: "limiting requests", kind: transient, reason: "rate limited (nginx limit_req)"},
	{text: "limiting connections", kind: transient, reason: "too many connections (nginx limit_conn)"},
	// ngx_http_index_module: a directory URL with no index file while
	// autoindex is off ("directory index of \"/srv/www/x/\" is forbidden",
	// answered 403): no credential lists it; the URL names a directory
	// where the plan assumed a page, premise (sets 36 and 172; set 21
	// denied, tolerated).
	{text: "directory index of", kind: premise, reason: "the URL names a directory with no index file and autoindex off (nginx): not a page"},
	// ngx_http_auth_basic_module.c: the user file refuses the credentials.
	{text: "password mismatch", kind: denied, reason: "the password does not match (nginx auth_basic)"},
	// ngx_event_openssl.c: nginx does not trust the upstream's certificate
	// (proxy_ssl_verify): configuration, as a client's x509 error.
	{text: "upstream ssl certificate verify error", kind: premise, reason: "the upstream's certificate is not trusted (nginx proxy_ssl_verify)"},
	// ngx_http_ssl_module: a TLS server block with no certificate
	// configured refuses every handshake until its configuration changes.
	{text: `ssl_certificate" is defined`, kind: premise, reason: "the server block has no ssl_certificate (nginx configuration)"},
	// ngx_http_auth_basic_module.c: a request without credentials (the
	// 401 it answers); other servers' words for it are in authLogWords.
	{text: "no user/password was provided", kind: denied, reason: "no credentials were sent (nginx auth_basic)"},
	// ngx_http_dav_module.c: min_delete_depth refuses a DELETE this near
	// the root (409): the site's safety policy, which no spelling of the
	// request passes (set 77).
	{text: "insufficient uri depth", kind: denied, reason: "nginx dav min_delete_depth: the server refuses DELETE this near the root (its policy)"},
	// ngx_event_openssl.c ngx_ssl_check_host: the upstream's certificate
	// does not name proxy_ssl_name: configuration on one side or the
	// other, as a client's hostname mismatch.
	{text: "upstream ssl certificate does not match", kind: premise, reason: "the upstream's certificate does not name the host nginx expects (proxy_ssl_name)"},
	// ngx_resolver.c: a name in proxy_pass with variables needs a
	// resolver directive; without one, no request resolves it.
	{text: "no resolver defined", kind: premise, reason: "nginx has no resolver configured for a name it must look up (configuration)"},
	// Set 109: the same upstream failures as nginx's 502 and 504 pages, in
	// the local replies of other proxies, which a tool may pass on as the
	// body alone: Envoy's router (source/common/router/router.cc: "upstream
	// connect error or disconnect/reset before headers. reset reason: ...",
	// "no healthy upstream", "upstream request timeout") and Apache
	// mod_proxy's 502 page ("The proxy server received an invalid response
	// from an upstream server", whose "invalid" is the upstream's answer,
	// not the request).
	{text: "upstream connect error or disconnect/reset", kind: transient, reason: "the proxy could not reach the upstream or lost it before its answer (Envoy)"},
	{text: "no healthy upstream", kind: transient, reason: "every upstream host is failing its health checks (Envoy)"},
	{text: "upstream request timeout", kind: transient, timeout: true, reason: "the upstream did not answer within the route's timeout (Envoy)"},
	{text: "the proxy server received an invalid", kind: transient, reason: "the upstream's answer was broken or missing (Apache mod_proxy 502)"},
	// Set 590: the same "invalid" of the upstream's answer in other
	// gateways' and servers' words: IIS and Azure App Service's 502.3
	// ("Web server received an invalid response while acting as a gateway
	// or proxy server"), HAProxy's default 502 page ("The server returned
	// an invalid or incomplete response"), Squid's ERR_INVALID_RESP
	// ("Invalid Response error was encountered"), Kong's 502 ("An invalid
	// response was received from the upstream server"), and a tool's own
	// "upstream ... returned an invalid response". The request is not
	// what is invalid: nothing to repair, the upstream's answer failed.
	{text: "received an invalid response", kind: transient, reason: "the upstream's answer was broken (a gateway received an invalid response: IIS 502.3 and the like)"},
	{text: "returned an invalid response", kind: transient, reason: "the upstream's answer was broken (the server returned an invalid response)"},
	{text: "an invalid or incomplete response", kind: transient, reason: "the upstream's answer was broken or cut (HAProxy 502)"},
	{text: "invalid response was received", kind: transient, reason: "the upstream's answer was broken (Kong 502: an invalid response was received from the upstream server)"},
	{text: "invalid response error was encountered", kind: transient, reason: "the upstream's answer could not be understood (Squid ERR_INVALID_RESP)"},
	// Set 268: Apache httpd's error_log words for the failures nginx logs
	// above: a directory URL with no index while listing is off (AH01276,
	// mod_autoindex, answered 403), a rewrite loop (AH00124, core, 500).
	// Configuration, as nginx's "directory index of" and "internal
	// redirection cycle".
	{text: "no matching directoryindex", kind: premise, reason: "the URL names a directory with no index file and listing off (Apache AH01276): not a page"},
	{text: "internal redirects due to probable configuration error", kind: premise, reason: "a rewrite loop in the server's configuration (Apache AH00124)"},
}

// serverLogWords are what a web server's error_log line says of the
// cause; serverLogCause reads them before the status (set 268).
// apacheCGIWords are Apache httpd mod_cgi's (and mod_cgid's) error_log
// words for a CGI script that ran but did not answer as CGI asks (set
// 1703, httpd 2.4.71 captured live; modules/generators/mod_cgi.c and
// server/util_script.c ap_scan_script_header_err_core): it exited before
// any header ("End of script output before headers: x.sh", 2.2's
// "Premature end of script headers: x.sh"), or printed a line that is
// not a header ("malformed header from script 'x.sh': Bad header: ...").
// The client sees Apache's generic 500; every request meets the same
// script until it is fixed: premise, not time and not the request.
var apacheCGIWords = []pattern{
	{text: "end of script output before headers", kind: premise, reason: "the CGI script ended before writing its headers (Apache mod_cgi): the script is broken, fix it before retrying"},
	{text: "premature end of script headers", kind: premise, reason: "the CGI script ended before writing its headers (Apache mod_cgi): the script is broken, fix it before retrying"},
	{text: "malformed header from script", kind: premise, reason: "the CGI script printed a line that is not a header (Apache mod_cgi): the script is broken, fix it before retrying"},
}

var serverLogWords = newMatcher(concat(nginxWords, apacheCGIWords, []pattern{
	{text: "internal redirection cycle", kind: premise, reason: "a rewrite loop in the server's configuration (nginx)"},
	// Apache mod_ssl's verification of the upstream's certificate
	// (SSLProxyVerify), logged [ssl:error] ... AH02039 before the 502.
	{text: "certificate verification: error (", kind: premise, reason: "the upstream's certificate is not trusted (Apache SSLProxyVerify)"},
}))

// serverLogCause reads a web server's own error_log line that a tool
// passes on with the status the client was answered (set 268: nginx's
// 403 for "directory index of ... is forbidden", its 500 for a rewrite
// cycle, its 502 for an upstream certificate it does not trust). The
// line names the cause; the status is only the page the server chose
// for it, and the same 403, 500 or 502 also follows a deny rule, an
// outage or a refused connection. A line whose words are not in
// serverLogWords ("access forbidden by rule", "connect() failed") is
// left to the status.
func serverLogCause(text string) (Result, bool) {
	if !nginxLogLine(text) && !apacheLogLine(text) {
		return Result{}, false
	}
	if r, ok := matchWords(serverLogWords, text); ok {
		return r, true
	}
	// auth_request's own line is read with the subrequest's upstream
	// lines that may precede it (nginxShape, nginxAuthRequestStatus).
	if hasFold(text, authRequestMark) {
		return nginxShape(text)
	}
	return nginxFileErrno(text)
}

// authRequestMark begins the line ngx_http_auth_request_module logs when
// the auth subrequest answers anything but 2xx, 401 or 403 (it then
// answers the client 500 whatever the subrequest said).
const authRequestMark = "auth request unexpected status: "

// nginxAuthRequestStatus reads the status in "auth request unexpected
// status: N" (set 1465): the auth service's answer, which the client's
// 500 hides. A 3xx is a redirect the module never follows (the auth
// location points at a sign-in or start endpoint, oauth2-proxy's
// /oauth2/start in place of /oauth2/auth), and a 4xx other than 408 and
// 429 an auth endpoint that is not there or refuses the subrequest's
// shape (404, 405, 400): the site's wiring, the same on every request,
// premise. A 5xx, 408 or 429 is the auth service's moment, transient; a
// line of the subrequest's upstream before it (a timeout, a refused
// connection, a missing UNIX socket) is read first by nginxShape.
func nginxAuthRequestStatus(text string) (Result, bool) {
	i := indexFold(text, authRequestMark)
	if i < 0 {
		return Result{}, false
	}
	n, w := leadingInt(text[i+len(authRequestMark):])
	switch {
	case w != 3:
		return Result{}, false
	case n >= 300 && n < 400:
		return verdict(premise, "the auth subrequest was redirected, which nginx auth_request does not follow: the auth location points at a sign-in endpoint, not a check (site configuration)")
	case n == 408 || n == 429:
		return verdict(transient, "the auth service throttled or timed out the subrequest (nginx auth_request answered 500)")
	case n >= 400 && n < 500:
		return verdict(premise, "the auth endpoint is missing or refuses the subrequest itself (nginx auth request unexpected status 4xx): the site's auth_request wiring, not the caller's credentials")
	case n >= 500:
		return verdict(transient, "the auth service failed (nginx auth request unexpected status 5xx)")
	}
	return Result{}, false
}

// nginxFileCalls are the file system calls nginx names in its error_log
// when serving or writing a file (ngx_open_cached_file, the dav module's
// ngx_ext_rename_file and ngx_create_full_path, ngx_http_index_module):
// `openat() "/srv/x" failed (13: Permission denied)`.
var nginxFileCalls = [...]string{`open() "`, `pwrite() "`, `openat() "`, `rename() "`, `mkdir() "`, `stat() "`, `lstat() "`, `unlink() "`, `rmdir() "`, `opendir() "`, `realpath() "`, `" could not be created (`}

// nginxFileErrno reads an nginx error_log line whose file system call
// failed, by the errno ngx_log_error renders as "(N: strerror)" (set
// 1404): nginx answers 500 for a failed rename() of a PUT's temporary
// file, 403 for EACCES on open, 404 or 409 for ENOENT, so the status
// says only which page was chosen. The errno is the cause, as a Go
// *PathError's is (goerr.go): EACCES and EPERM the worker may not touch
// the path (denied), ENOENT and ENOTDIR a path the request assumed is not
// there (premise), EEXIST the target is already there (conflict), ENOSPC
// and EROFS the store cannot take the write (premise). A line about an
// upstream keeps its own reading (nginxShape), and an errno not listed
// (EIO, EMFILE) is left to the status.
func nginxFileErrno(text string) (Result, bool) {
	if hasFold(text, "upstream") {
		return Result{}, false
	}
	call := false
	for _, c := range nginxFileCalls {
		if strings.Contains(text, c) {
			call = true
			break
		}
	}
	if !call {
		return Result{}, false
	}
	switch {
	case strings.Contains(text, "(13: Permission denied)"), strings.Contains(text, "(1: Operation not permitted)"):
		// A file of nginx's own (its temp directory, a password file)
		// is its configuration, not the caller's authority (ownfile.go).
		if r, ok := serverOwnFile(text); ok {
			return r, true
		}
		return verdict(denied, "nginx may not open or write the path (EACCES/EPERM in its error_log): file permissions or policy")
	case strings.Contains(text, "(2: No such file or directory)"), strings.Contains(text, "(20: Not a directory)"):
		return verdict(premise, "the path nginx was to open or write does not exist (ENOENT/ENOTDIR in its error_log): a missing file or parent")
	case strings.Contains(text, "(17: File exists)"):
		return verdict(conflict, "the target nginx was to create already exists (EEXIST in its error_log)")
	case strings.Contains(text, "(28: No space left on device)"), strings.Contains(text, "(30: Read-only file system)"):
		return verdict(premise, "nginx's store cannot take the write (ENOSPC/EROFS in its error_log)")
	}
	return Result{}, false
}

// apacheLogLine reports whether text holds an Apache httpd 2.4 error_log
// line: "[Thu Dec 03 11:54:45.123456 2026] [core:error] [pid 1234:tid 5]
// ..." (server/log.c: the module:level field, then the pid field).
func apacheLogLine(text string) bool {
	i := strings.Index(text, "] [pid ")
	if i < 0 {
		return false
	}
	j := strings.LastIndexByte(text[:i], '[')
	return j >= 0 && strings.IndexByte(text[j:i], ':') > 0
}

// nginxShape reads what a phrase list cannot: auth_basic's `user "x" was
// not found in "file"` (the user file has no such user: a credential, not
// a missing object), and any other error_log line about the exchange with
// an upstream. ngx_http_upstream.c's log handler ends such a line with
// "while <action> upstream" (connecting to, reading response header from,
// sending request to, SSL handshaking to): what failed is the upstream at
// that moment, and nginx itself retries the next one (proxy_next_upstream).
func nginxShape(text string) (Result, bool) {
	// A configuration nginx refused to load, or one that names a thing
	// twice, and a control command that finds no nginx (configtext.go).
	if r, ok := configText(text); ok {
		return r, true
	}
	if i := indexFold(text, `user "`); i >= 0 && hasFold(text[i:], `" was not found in "`) {
		return verdict(denied, "the user is not in the password file (nginx auth_basic)")
	}
	// A WebDAV server's refusal of how the request is built, in nginx's
	// dav module's log line or another server's text (davwords.go).
	if r, ok := davShape(text); ok {
		return r, true
	}
	// A proxy's TLS to its upstream, a file server's symlink policy, a
	// TLS server without the name asked for (proxyside.go).
	if r, ok := proxySide(text); ok {
		return r, true
	}
	if !nginxLogLine(text) {
		// auth_request's phrase is nginx's alone; a relay may pass it
		// without the log line's prefix.
		return nginxAuthRequestStatus(text)
	}
	// A request that meets a configuration nginx cannot carry out:
	// try_files or error_page naming a location that is not defined
	// (ngx_http_core_module: "could not find named location"), or a
	// proxy_pass whose variables make a URL without a scheme
	// (ngx_http_proxy_module: "invalid URL prefix in"). The URL in the
	// line is nginx's, not the caller's; every request meets the same
	// configuration until someone changes it.
	if hasAny(text, "could not find named location", "invalid url prefix in") {
		return verdict(premise, "nginx's configuration cannot be carried out for this request (a named location or proxy_pass URL it does not have)")
	}
	// ngx_http_request.c logs each request it refuses as malformed with
	// "client sent ..." (invalid header line, unknown Transfer-Encoding,
	// invalid method, a request without Host) and answers 400 or 501: the
	// request is what is wrong. A missing client certificate is said the
	// same way and is read first (certWords).
	if hasFold(text, "client sent ") && !hasFold(text, "certificate") {
		return verdict(invalid, "nginx refused the request as malformed (\"client sent ...\"): fix the request")
	}
	// ngx_http_request_body.c refuses a body over client_max_body_size
	// with "client intended to send too large body: N bytes" (from the
	// Content-Length) or "too large chunked body: N+M bytes" (counted as a
	// streamed body arrives, with proxy_request_buffering off, "while
	// sending request to upstream"), answered 413: the upload is too big
	// for the endpoint, and a retry sends the same bytes. The client's
	// limit, read before the upstream's moment below (set 1451).
	if hasFold(text, "client intended to send too large") {
		return verdict(invalid, "nginx refused a request body over client_max_body_size (413): send less or split the upload")
	}
	if hasAny(text, " upstream,", " upstream\n", "to upstream", "from upstream") && !hasFold(text, "certificate") {
		if hasFold(text, "timed out") {
			return timeoutVerdict("the upstream timed out (nginx error_log)")
		}
		// A TLS handshake to the upstream that fails for anything but the
		// connection (proxy_pass https:// to a plain port, a protocol or
		// cipher no side shares) fails the same way each time: the
		// proxy's TLS settings and the upstream disagree.
		if hasFold(text, "ssl handshaking to upstream") && !hasAny(text, "reset by peer", "connection refused", "broken pipe", "unexpected eof", "closed connection") {
			return verdict(premise, "the TLS handshake to the upstream fails on configuration (nginx proxy_ssl_* and the upstream disagree)")
		}
		// What the upstream sent, rather than its failing at that moment:
		// headers bigger than proxy_buffer_size (ngx_http_proxy_module:
		// "upstream sent too big header"), or PHP-FPM's answer that the
		// script file is not there (SCRIPT_FILENAME points nowhere). The
		// next attempt gets the same answer: configuration or a missing
		// file, premise. So is what shows the upstream is not the HTTP
		// server the proxy was configured for ("upstream sent no valid
		// HTTP/1.0 header": proxy_pass points at a daemon that does not
		// speak HTTP) or frames its answer wrong ("upstream sent more
		// data than specified in \"Content-Length\""): it answers the
		// same way to the next request. A single malformed header line
		// ("upstream sent invalid header") stays the upstream's moment,
		// as proxy_next_upstream's invalid_header treats it (it moves on
		// to the next server).
		if hasAny(text, "too big header", "primary script unknown", "no valid http/1.0 header", "more data than specified") || upstreamFraming(text) {
			return verdict(premise, "the upstream's answer is malformed, does not fit nginx's configuration or names a missing script (nginx error_log): the same on every request")
		}
		// The upstream's own stderr that nginx passes on
		// (ngx_http_fastcgi_module: `FastCGI sent in stderr: "..."`, where
		// PHP-FPM quotes PHP's messages): when PHP's own words name a
		// thing the script rests on that is not there (a required file, a
		// class or an extension's function, a table), every request meets
		// it again, premise (set 1414). Other words in it (a timeout, a
		// refused database connection, a code bug) keep the upstream's
		// moment.
		// ngx_http_memcached_module.c: a key the cache does not hold
		// (`key: "/x" was not found by memcached`, logged at info and
		// answered 404): the entry the request assumes is stored is not
		// there, not the cache's moment (set 1414).
		if hasFold(text, "was not found by memcached") {
			return verdict(premise, "the key is not in memcached (nginx memcached_pass, 404): the cached entry is not there")
		}
		if r, ok := fastcgiStderrCause(text); ok {
			return r, true
		}
		// The operating system refused nginx the upstream's address or
		// socket (13: Permission denied while connecting): SELinux without
		// httpd_can_network_connect, or a UNIX socket whose mode the
		// worker's user cannot open. The proxy host's configuration, not
		// the upstream's moment, and not the caller's credentials.
		// A UNIX socket path that names nothing (2: No such file or
		// directory while connecting): the upstream is not running or
		// proxy_pass/fastcgi_pass names the wrong path. php-fpm and uwsgi
		// make the socket when they start, so only a start-up race clears
		// with a wait; Go's "dial unix ...: connect: no such file or
		// directory" reads premise the same way (13 blind labels to 1;
		// the lead, revising set 29's transient after set 1414).
		if hasFold(text, "connect() to unix:") && hasFold(text, "(2: no such file or directory)") {
			return verdict(premise, "nothing is at the upstream's UNIX socket path (nginx error_log): the upstream is not running or the path is wrong")
		}
		if hasFold(text, "(13: permission denied)") && hasFold(text, "connecting to upstream") {
			return verdict(premise, "the proxy host's policy refuses nginx the upstream's address or socket (SELinux, socket mode): configuration")
		}
		return verdict(transient, "the upstream failed during the exchange (nginx error_log)")
	}
	return nginxAuthRequestStatus(text)
}

// fastcgiStderrCause reads the message an upstream wrote to its stderr,
// which nginx quotes in its error_log (`FastCGI sent in stderr: "PHP
// message: PHP Fatal error: ..." while reading response header from
// upstream`), and keeps that message's reading when it is premise: a
// missing required file, extension, class or table named by the
// application's own runtime.
func fastcgiStderrCause(text string) (Result, bool) {
	const mark = `sent in stderr: "`
	i := strings.Index(text, mark)
	if i < 0 {
		return Result{}, false
	}
	inner := text[i+len(mark):]
	if j := strings.LastIndex(inner, `" while `); j >= 0 {
		inner = inner[:j]
	}
	if inner == "" {
		return Result{}, false
	}
	r := Classify(Input{Message: inner})
	if r.Kind != premise {
		return Result{}, false
	}
	return verdict(premise, "the upstream's own stderr names a thing the script rests on that is not there (nginx FastCGI stderr): "+r.Reason)
}

// nginxLogLine reports whether text holds an nginx error_log line:
// "2026/03/02 10:14:07 [error] 29#29: *1043 ..." (ngx_log.c: date, level,
// pid#tid, then *connection).
func nginxLogLine(text string) bool {
	for _, lvl := range [...]string{"] [error] ", "[error] ", "[crit] ", "[alert] ", "[warn] ", "[info] ", "[notice] "} {
		i := strings.Index(text, lvl)
		if i < 0 {
			continue
		}
		rest := text[i+len(lvl):]
		if _, w := leadingInt(rest); w > 0 && len(rest) > w && rest[w] == '#' {
			return true
		}
	}
	return false
}
